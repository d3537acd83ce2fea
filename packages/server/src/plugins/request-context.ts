/**
 * Sets each request's language (lang header, else Arabic) and public base URL; how the base
 * URL is chosen, and why, is in lib/request-context.ts.
 */
import fp from 'fastify-plugin';
import { pickLang } from '../lib/i18n';
import { type BaseUrlPolicy, publicBaseUrl } from '../lib/request-context';

export default fp<{ policy: BaseUrlPolicy }>(async (app, opts) => {
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('baseUrl', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLang(request.headers.lang);
    request.baseUrl = publicBaseUrl(request.headers, request.protocol, opts.policy);
    done();
  });
});
