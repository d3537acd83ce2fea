/**
 * Per-request context: language (lang header, else Arabic) and the public base
 * URL used to make every file link absolute (docs/existing-client.md#ec-5-5).
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { type Lang, pickLang } from '../lib/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    /** e.g. http://localhost:8080 — no trailing slash. */
    baseUrl: string;
  }
}

export function requestBaseUrl(request: FastifyRequest, configured: string | null): string {
  if (configured) return configured.replace(/\/$/, '');
  const host = request.headers['x-forwarded-host'] ?? request.headers.host ?? 'localhost';
  return `${request.protocol}://${String(host).split(',')[0]}`;
}

export default fp<{ publicUrl: string | null }>(async (app, opts) => {
  app.decorateRequest('lang', 'ar');
  app.decorateRequest('baseUrl', '');
  app.addHook('onRequest', (request, _reply, done) => {
    request.lang = pickLang(request.headers.lang);
    request.baseUrl = requestBaseUrl(request, opts.publicUrl);
    done();
  });
});
