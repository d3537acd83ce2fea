/**
 * The HTTP core of the API client (shared singleton; apps call the endpoint functions). Base URL comes from run-time
 * config (`window.__SOUQ_CONFIG__.apiBaseUrl`, default `/api/v1`). It sends `lang` and
 * the bearer token, reads the `{ key, msg, data }` envelope whatever the HTTP status,
 * and on `unauthenticated` clears the session and sends the user to the matching login.
 */
import ky, { type KyInstance } from 'ky';
import { getAdminSession, getSession } from '@souq/auth';
import { currentLocale } from '@souq/i18n';
import { dropEarlyCalls, type EarlyAnswer, takeEarlyCall } from './early';
import { type SubmitOutcome, submitKey } from './idempotency';

export type EnvelopeKey = 'success' | 'fail' | 'unauthenticated' | 'error' | (string & {});
export interface Envelope<T = unknown> {
  key: EnvelopeKey;
  msg: string;
  data: T;
}

export class ApiError extends Error {
  constructor(
    public readonly envelope: Envelope<unknown>,
    public readonly status: number,
  ) {
    super(envelope.msg || envelope.key);
    this.name = 'ApiError';
  }
  get key() {
    return this.envelope.key;
  }
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  socketUrl?: string;
}

declare global {
  interface Window {
    __SOUQ_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export function runtimeConfig(): RuntimeConfig {
  const c = (typeof window !== 'undefined' && window.__SOUQ_CONFIG__) || {};
  return { apiBaseUrl: c.apiBaseUrl ?? '/api/v1', socketUrl: c.socketUrl };
}

/**
 * Where to go when the server says the session is gone: given the matching login path, goes
 * there (or stays) and returns the path it went to, or null when the page stays. The shell
 * overrides it (router navigate, only from login-only pages).
 */
let redirect: (path: string) => string | null = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
  return path;
};
export function setUnauthenticatedRedirect(fn: (path: string) => string | null) {
  redirect = fn;
}

/**
 * Whose session a call uses: the customer's or provider's (`visitor`), or the operator's
 * (`admin`, every path under /admin): each sends only its own token and, when the server
 * says it is gone, clears only itself and goes to its own sign-in.
 */
export type SessionScope = 'visitor' | 'admin';
export const scopeOfPath = (path: string): SessionScope => (/^\/?admin\//.test(path) ? 'admin' : 'visitor');

function handleUnauthenticated(scope: SessionScope) {
  if (scope === 'admin') {
    getAdminSession().signOut();
    redirect('/admin/login');
    return;
  }
  const { visitor, signOut } = getSession();
  // Where the page goes first, then the sign-out that says so: the login-only page being
  // left then follows to the login screen instead of going home.
  const to = redirect(visitor === 'provider' ? '/providerLogin' : '/userLogin');
  signOut(to ? { next: to } : undefined);
}

/** The Authorization header of a scope ('' when signed out: the hook then adds nothing). */
export function bearerFor(scope: SessionScope): string {
  const token = scope === 'admin' ? getAdminSession().admin_token : getSession().token;
  return token ? `Bearer ${token}` : '';
}

function absoluteBase(): string {
  const base = runtimeConfig().apiBaseUrl;
  if (/^https?:\/\//.test(base)) return base.replace(/\/$/, '');
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return origin + base.replace(/\/$/, '');
}

export const http: KyInstance = ky.create({
  throwHttpErrors: false,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('lang', currentLocale());
        request.headers.set('Accept', 'application/json');
        // send() sets the header of its scope (possibly empty: an admin call never borrows the customer's token).
        if (request.headers.has('Authorization')) {
          if (!request.headers.get('Authorization')) request.headers.delete('Authorization');
          return;
        }
        const { token } = getSession();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

export type Body = FormData | Record<string, unknown> | undefined;

function toFormData(body: Record<string, unknown>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(body)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v))
      for (const [i, item] of v.entries())
        fd.append(item instanceof Blob ? `${k}[${i}]` : `${k}[]`, item instanceof Blob ? item : String(item));
    else if (v instanceof Blob) fd.append(k, v);
    else fd.append(k, String(v));
  }
  return fd;
}

/** The status and the envelope of a call (an envelope of key `error` when the answer is not JSON). */
async function fetchEnvelope(url: string, options: Record<string, unknown>): Promise<EarlyAnswer> {
  const res = await http(url, options);
  try {
    return { status: res.status, body: await res.json() };
  } catch {
    return { status: res.status, body: { key: 'error', msg: '', data: null } };
  }
}

/**
 * The browser gets the main thread back before a call is built and sent, where it has
 * `scheduler.yield()` (Chromium): a page's first effects start a dozen calls at once (the page's,
 * the header's badges, the footer's), and building them all in the task that runs those effects
 * made it one of the longest of the first view. Elsewhere (tests, other browsers) no pause.
 */
function yieldToMain(): Promise<void> | null {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : null;
}

export async function send<T>(
  method: 'get' | 'post',
  path: string,
  body?: Body,
  searchParams?: Record<string, string | number>,
): Promise<Envelope<T>> {
  const pause = yieldToMain();
  if (pause) await pause;
  const url = `${absoluteBase()}/${path.replace(/^\//, '')}`;
  const hasFiles =
    body &&
    !(body instanceof FormData) &&
    Object.values(body).some((v) => v instanceof Blob || (Array.isArray(v) && v.some((x) => x instanceof Blob)));
  const scope = scopeOfPath(path);
  const options: Record<string, unknown> = { method, searchParams, headers: { Authorization: bearerFor(scope) } };
  if (body instanceof FormData) options.body = body;
  else if (body && hasFiles) options.body = toFormData(body);
  else if (body) options.json = body;
  // Every POST carries the key of its submit (./idempotency.ts): a double click or a retry is answered once.
  const submit = method === 'post' ? submitKey(`${scope}|${bearerFor(scope)}`, path, body) : null;
  if (submit) (options.headers as Record<string, string>)['Idempotency-Key'] = submit.key;
  // A call the page's HTML already started (./early.ts); any other POST makes those stale.
  const early =
    scope === 'visitor' && !(body instanceof FormData) && !hasFiles
      ? takeEarlyCall({ method, path, query: searchParams, body }, { token: getSession().token, lang: currentLocale() })
      : null;
  if (!early && method === 'post') dropEarlyCalls();
  let outcome: SubmitOutcome = 'transport';
  let envelope: Envelope<T>;
  try {
    const res = (early && (await early.catch(() => null))) || (await fetchEnvelope(url, options));
    envelope = res.body as Envelope<T>;
    if (envelope.key === 'success') outcome = 'success';
    else if (res.status < 500 && res.status !== 409 && envelope.key !== 'error') outcome = 'fail';
    if (envelope.key === 'unauthenticated') handleUnauthenticated(scope);
    if (envelope.key !== 'success') throw new ApiError(envelope, res.status);
  } finally {
    submit?.done(outcome);
  }
  return envelope;
}

/**
 * Calls that resolve with the envelope on `success` and reject with ApiError otherwise.
 * For the endpoint functions only (./endpoints): apps call those, never a path.
 */
export const api = {
  get: <T>(path: string, searchParams?: Record<string, string | number>) => send<T>('get', path, undefined, searchParams),
  post: <T>(path: string, body?: Body) => send<T>('post', path, body),
};

/** Error message to show a user: the server's localized msg, or a generic fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.envelope.msg) return err.envelope.msg;
  return fallback;
}
