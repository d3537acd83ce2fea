/**
 * One place that maps errors to the envelope. Business outcomes (DomainError) are HTTP
 * 200 because the existing clients read only the body; transport conditions keep their
 * status. 5xx details never reach the client. Every failure says `charset=utf-8`: without
 * it a browser may decode the Arabic message as windows-1252. A failure on a route whose
 * screens read `data` unguarded carries the route's empty success data (lib/route.ts).
 * A failure sent before the body was read closes the connection, so a refused upload is
 * not read on (Node would otherwise drain it to keep the connection alive). A lost database or
 * Redis answers 503 (lib/unavailable.ts): the client may retry, on this process or another.
 */
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors';
import { envelope } from '../lib/envelope';
import { JSON_TYPE } from '../lib/route';
import { isServiceUnavailable } from '../lib/unavailable';
import { t } from '../lib/i18n';
import { InvalidInput } from './contract';
import { MALFORMED_BODY } from './form-body';

export default fp(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const lang = request.lang ?? 'ar';
    // Failures are not the route's success shape: serialize them as they are.
    reply.serializer(JSON.stringify).type(JSON_TYPE);
    if (!request.raw.complete) reply.header('connection', 'close');
    const onInvalid = request.routeOptions.config?.onInvalid;
    const emptyData = () => (onInvalid?.data ? onInvalid.data(request) : null);
    if (error instanceof InvalidInput) {
      const msg = onInvalid?.msg ? t(lang, onInvalid.msg) : t(lang, error.messageKey, error.params);
      return reply.status(200).send(envelope('fail', msg, error.data ?? emptyData()));
    }
    if (error instanceof DomainError) {
      return reply.status(200).send(envelope(error.key, t(lang, error.messageKey, error.params), error.data ?? emptyData()));
    }
    const err = error as { statusCode?: number; code?: string; validation?: unknown; message?: string };
    const status = err.statusCode ?? 500;
    if (err.validation) return reply.status(200).send(envelope('fail', t(lang, 'validation.invalid', { field: 'fields.field' }), null));
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT' || err.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(envelope('fail', t(lang, 'body_too_large'), null));
    }
    if (status === 429) return reply.status(429).send(envelope('fail', t(lang, 'too_many_requests'), null));
    if (err.code === MALFORMED_BODY) return reply.status(400).send(envelope('fail', t(lang, 'body_malformed'), null));
    if (status >= 400 && status < 500) {
      // Malformed bodies and the like: a clear failure, no internals.
      return reply.status(status).send(envelope('fail', t(lang, 'validation.invalid', { field: 'fields.field' }), null));
    }
    if (isServiceUnavailable(error)) {
      request.log.warn({ err: error }, 'shared service unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(envelope('error', t(lang, 'service_unavailable'), null));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(envelope('error', t(lang, 'server_error'), null));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .type(JSON_TYPE)
      .send(envelope('fail', t(request.lang ?? 'ar', 'not_found'), null));
  });
});
