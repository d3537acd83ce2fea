/**
 * One place that maps errors to the envelope. Business outcomes (DomainError) are HTTP
 * 200 because the existing clients read only the body (docs/architecture.md#api-conventions); transport
 * conditions keep their status. 5xx details never reach the client.
 */
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors';
import { envelope } from '../lib/envelope';
import { t } from '../lib/i18n';
import { InvalidInput } from './contract';

export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const lang = request.lang ?? 'ar';
    // Failures are not the route's success shape: serialize them as they are.
    reply.serializer(JSON.stringify);
    if (error instanceof InvalidInput) {
      const onInvalid = request.routeOptions.config.onInvalid;
      const msg = onInvalid?.msg ? t(lang, onInvalid.msg) : t(lang, error.messageKey, error.params);
      return reply.status(200).send(envelope('fail', msg, onInvalid?.data ? onInvalid.data(request) : error.data));
    }
    if (error instanceof DomainError) {
      return reply.status(200).send(envelope(error.key, t(lang, error.messageKey, error.params), error.data));
    }
    const err = error as { statusCode?: number; code?: string; validation?: unknown; message?: string };
    const status = err.statusCode ?? 500;
    if (err.validation) return reply.status(200).send(envelope('fail', t(lang, 'validation.invalid', { field: 'fields.field' }), null));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(envelope('fail', t(lang, 'body_too_large'), null));
    }
    if (status === 429) return reply.status(429).send(envelope('fail', t(lang, 'too_many_requests'), null));
    if (status >= 400 && status < 500) {
      // Malformed bodies and the like: a clear failure, no internals.
      return reply.status(status).send(envelope('fail', t(lang, 'validation.invalid', { field: 'fields.field' }), null));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('error', t(lang, 'server_error'), null));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('fail', t(request.lang ?? 'ar', 'not_found'), null));
  });
});
