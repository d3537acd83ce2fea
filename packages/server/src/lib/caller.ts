/**
 * Who is calling. plugins/auth.ts resolves the bearer token to a principal on every request;
 * routes and services read it through these helpers.
 */
import type { FastifyRequest } from 'fastify';
import { fail, unauthenticated } from './errors';

export type Role = 'user' | 'provider' | 'admin';
export interface Principal {
  role: Role;
  id: number;
  tokenId: number;
  /** When the session ends at the latest (absolute expiry), whatever its use. */
  expiresAt?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in principal of one of the given roles, or a localized failure. */
export function requireRole(request: Pick<FastifyRequest, 'principal'>, ...roles: readonly Role[]): Principal {
  const p = request.principal;
  if (!p) throw unauthenticated();
  // Admin calls do not tell a customer or provider what they are: the admin session is separate.
  if (!roles.includes(p.role)) throw roles.includes('admin') ? unauthenticated() : fail(`auth.wrong_role_${roles[0]}`);
  return p;
}

/** The caller of a route whose contract names its roles (checked before the handler runs). */
export function signedIn(request: Pick<FastifyRequest, 'principal'>): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}
