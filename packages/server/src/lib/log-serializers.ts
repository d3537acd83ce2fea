/**
 * What the logs may keep of a request and of an error: no secrets and no personal data the
 * database was asked to store. Values are dropped by field name (password, code, token,
 * hash, secret, authorization and their variants), in query strings too (the existing client
 * sends login fields in the query), and SQL parameters are never kept: drizzle, pg and
 * PGlite errors carry them (`params`, `parameters`, `detail`, and drizzle's message).
 * @see https://getpino.io/#/docs/api?id=serializers-object
 */
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';

export const REDACTED = '[Redacted]';

/** Secret by name: `password_confirmation`, `oldPassword`, `totp_code`, `api_token`, `secret`… (not `country_code`). */
const SECRET_NAME = /pass(word|wd)?|secret|token|hash|authorization|cookie|otp|(^|_)code$|^(code|pin)$/i;
const NOT_SECRET = new Set(['country_code', 'countryCode']);
export const isSecretName = (name: string) => SECRET_NAME.test(name) && !NOT_SECRET.has(name);

/** Fields of database errors that hold the values of the failed statement. */
const SQL_VALUES = new Set(['params', 'parameters', 'detail']);

/** A URL whose secret query parameters read [Redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return eq >= 0 && isSecretName(decoded.replace(/\[.*$/, '')) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** drizzle's "Failed query: …\nparams: …" message (and the stack that repeats it) without the values. */
const stripParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, `\nparams: ${REDACTED}`);

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    // An error's own `code` is its kind (23505, FST_…), never a secret.
    if (k === 'code' && typeof v === 'string' && 'message' in value) out[k] = v;
    else if (SQL_VALUES.has(k) || isSecretName(k)) out[k] = REDACTED;
    else if ((k === 'message' || k === 'stack') && typeof v === 'string') out[k] = stripParams(v);
    else out[k] = scrub(v, depth + 1);
  }
  return out;
}

export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
  err(error: Error) {
    // The same shape as pino's, with values dropped.
    return scrub(stdSerializers.err(error)) as ReturnType<typeof stdSerializers.err>;
  },
};
