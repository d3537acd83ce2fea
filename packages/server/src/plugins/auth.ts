/**
 * Bearer-token authentication. A missing, empty, `Bearer null` or `Bearer undefined`
 * header is a guest (docs/legacy-client.md#ec-5-9); an unknown or revoked token is also a guest on
 * public calls, and `unauthenticated` on calls that need a session.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { requireRole } from '../lib/caller';
import type { TokenRepository } from '../modules/auth/token.repository';

export function bearerToken(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  const token = m?.[1]?.trim();
  if (!token || token === 'null' || token === 'undefined') return null;
  return token;
}

/**
 * Resolves the caller, then enforces the route's `roles` (from its contract, see lib/route.ts)
 * as soon as the request arrives, before its body is read: a guest is told to sign in before
 * being told a field is wrong, and an upload nobody may make is refused unread.
 */
export default fp<{ tokens: TokenRepository }>(async (app, opts) => {
  app.decorateRequest('principal', null);
  /** done() when the caller may call the route, else done(the failure). */
  const checkRoles = (request: FastifyRequest, done: (err?: Error) => void) => {
    const roles = request.routeOptions.config?.roles;
    try {
      if (roles?.length) requireRole(request, ...roles);
    } catch (err) {
      return done(err as Error);
    }
    done();
  };
  // Synchronous for a guest (no promise per request); a token waits for its lookup.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) return checkRoles(request, done);
    opts.tokens.resolve(token).then((principal) => {
      request.principal = principal;
      checkRoles(request, done);
    }, done);
  });
});
