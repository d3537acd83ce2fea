/**
 * Whether an error means a shared service (PostgreSQL, Redis) cannot be reached right now,
 * as opposed to a fault in the request or the code: such a call answers 503 (try again
 * shortly, possibly on another process) and nothing else is wrong with this process.
 */

/** Socket errors, and PostgreSQL's connection exceptions (class 08), shutdowns (57P0x) and full house (53300). */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** What pg and ioredis say when a connection is gone or never came (they set no code). */
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection is closed',
  "Stream isn't writeable",
  'Reached the max retries per request limit',
];

export function isServiceUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === 'string' && (CODES.has(code) || /^08/.test(code))) return true;
    if (name === 'MaxRetriesPerRequestError') return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
