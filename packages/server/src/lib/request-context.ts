/**
 * Per-request context: language (lang header, else Arabic) and the public base
 * URL used to make every file link absolute (existing clients bind links as they come).
 *
 * The base URL ends up in HTML served to everyone (remote hints, pictures), in payment
 * redirects and in file links, and answers may be cached by a proxy: a header a client can
 * set must never choose it. So it is PUBLIC_URL when configured; otherwise the host the
 * request names, only when it is allowed: X-Forwarded-Host only behind a trusted proxy and
 * only when listed in ALLOWED_HOSTS, the Host header when it is listed (or, with no list,
 * when it is a well-formed host: a forged Host reaches only the forger's own answer, as any
 * cache keys on it). Anything else gets the first allowed host, or localhost on our port.
 */
import { type Config, HOST_PATTERN } from '../config/config';
import type { Principal } from './caller';
import type { Lang } from './i18n';

/** What an answer depends on besides its data: the caller's language and the base of every link. */
export interface RequestContext {
  lang: Lang;
  /** e.g. http://localhost:8080 — no trailing slash. */
  baseUrl: string;
}

/** The context of an answer that also depends on who asks (their own rating, their favourites). */
export interface CallerContext extends RequestContext {
  /** The signed-in principal, if any. */
  principal: Pick<Principal, 'role' | 'id'> | null;
}

/** Turns a stored file's path into an absolute link (the storage's `url`). */
export interface FileLinks {
  url(relPath: string | null | undefined, baseUrl: string): string | null;
}

/** What a row → API shape mapping needs: the request's context and the storage that makes file links. */
export interface DtoContext extends RequestContext {
  storage: FileLinks;
}

declare module 'fastify' {
  // plugins/request-context.ts sets both on every request.
  interface FastifyRequest extends RequestContext {}
}

export interface BaseUrlPolicy {
  publicUrl: string | null;
  trustProxy: boolean;
  allowedHosts: readonly string[];
  /** Host used when the request names none that is allowed. */
  fallbackHost: string;
}

export function baseUrlPolicy(config: Pick<Config, 'publicUrl' | 'trustProxy' | 'allowedHosts' | 'port'>): BaseUrlPolicy {
  return {
    publicUrl: config.publicUrl ? config.publicUrl.replace(/\/+$/, '') : null,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    fallbackHost: config.allowedHosts[0] ?? `localhost:${config.port}`,
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim().toLowerCase();

/**
 * The base URL of an answer from what the request says about itself.
 * @param protocol `http` or `https` as the server decided it (X-Forwarded-Proto only behind a trusted proxy).
 */
export function publicBaseUrl(
  headers: { host?: string | string[]; 'x-forwarded-host'?: string | string[] },
  protocol: string,
  policy: BaseUrlPolicy,
): string {
  if (policy.publicUrl) return policy.publicUrl;
  const scheme = protocol === 'https' ? 'https' : 'http';
  const host = first(headers.host);
  const forwarded = policy.trustProxy ? first(headers['x-forwarded-host']) : undefined;
  const allowed = policy.allowedHosts;
  const pick =
    [forwarded, host].find((h) => h && allowed.includes(h)) ??
    (!allowed.length && host && HOST_PATTERN.test(host) ? host : policy.fallbackHost);
  return `${scheme}://${pick}`;
}
