/**
 * `Cache-Control: no-store` on every API answer to a caller that sends a token: those answers
 * hold one person's data (orders, wallet, chat, fresh file links), and neither a shared
 * proxy nor the browser's disk cache may keep them. Decided by the header, not by whether
 * the token resolved, so even an answer to a revoked token is never stored.
 */
import fp from 'fastify-plugin';
import { bearerToken } from './auth';

export default fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bearerToken(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
