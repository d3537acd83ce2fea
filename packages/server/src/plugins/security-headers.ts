/**
 * Helmet's security headers on every answer, worked out once. @fastify/helmet builds helmet's
 * middleware anew for every request (two hooks, one of them async): about 4 % of the CPU of a
 * cached catalogue answer. With this app's options the headers depend on nothing in
 * the request (no CSP nonces, no per-route helmet options), so they are read once from helmet
 * itself, on a throw-away instance, and set by one synchronous hook.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** The headers @fastify/helmet sets with `options` (name → value, as helmet writes them). */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  // Helmet's hooks have run by the handler: whatever the raw response carries is theirs.
  probe.get('/', (_request, reply) => {
    const raw = reply.raw;
    reply.send(Object.fromEntries(raw.getHeaderNames().map((name) => [name, String(raw.getHeader(name))])));
  });
  const headers = (await probe.inject({ method: 'GET', url: '/' })).json() as Record<string, string>;
  await probe.close();
  return headers;
}

export default fp<FastifyHelmetOptions>(async (app, options) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
