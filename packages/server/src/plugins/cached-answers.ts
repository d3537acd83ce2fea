/**
 * A cached public answer sent before normalization and validation, so a hit costs no parsing: on a route with
 * an answer cache (lib/route.ts `answers`), the request's unvalidated input — method, URL with
 * its query string, language, base URL and the parsed body — is a key of the answer it got
 * last time (lib/route.ts keeps it beside the validated key). The same input normalizes and
 * validates to the same values, so while the catalogue version is known current the bytes are
 * sent from here; otherwise the request goes on as usual and its answer is kept under this
 * key too. Registered after form-body (multipart bodies are read there; they never take this
 * path) and before normalize-input. The routes that opt in are public and the same for every
 * caller, so the caller auth resolved (onRequest) changes nothing; the rate limit and the
 * security headers (onRequest) have already run.
 */
import fp from 'fastify-plugin';
import { JSON_TYPE } from '../lib/route';

export default fp(async (app) => {
  app.decorateRequest('answerKey', null);
  app.addHook('preValidation', (request, reply, done) => {
    const answers = request.routeOptions.config?.answers;
    if (!answers || request.isMultipart()) return done();
    const key = `${request.method} ${request.url}|${request.lang}|${request.baseUrl}|${JSON.stringify(request.body ?? null)}`;
    const bytes = answers.peek(key);
    if (bytes === null) {
      request.answerKey = key;
      return done();
    }
    reply.type(JSON_TYPE).send(bytes);
  });
});
