import type { FastifyRequest } from 'fastify';
import { envelope, type Envelope } from './envelope';
import { type MessageKey, type MessageParams, t } from './i18n';

/** A success envelope with a localized message. */
export function ok<T>(request: FastifyRequest, data: T, msgKey: MessageKey = 'ok', params?: MessageParams): Envelope<T> {
  return envelope('success', t(request.lang, msgKey, params), data);
}
