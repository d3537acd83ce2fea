/**
 * CORS: the API answers browsers of other origins only when they are listed (CORS_ORIGINS);
 * the app's own pages are same-origin and need none. Built remotes under /mf/ are public
 * code fetched without credentials, so any origin may load them (a shell elsewhere can use a
 * remote deployed here).
 * @see https://github.com/fastify/fastify-cors#configuring-cors-asynchronously
 */
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp<{ origins: readonly string[] }>(async (app, opts) => {
  const api: FastifyCorsOptions = { origin: opts.origins.length ? [...opts.origins] : false, credentials: false };
  const remotes: FastifyCorsOptions = { origin: true, credentials: false };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, request.url?.startsWith('/mf/') ? remotes : api),
  });
});
