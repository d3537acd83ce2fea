/**
 * The `Idempotency-Key` of a POST (docs/architecture.md#repeated-requests): a fresh random key
 * per logical submit. The same submit — the same session, path and body — sent again while the
 * first is on its way (a double click) or after a transport failure (no answer, 5xx, "still in
 * progress") reuses the key, so the server answers it with the first answer instead of doing it
 * twice. An answer ends the submit: after it the same body is a new submit (a second toggle,
 * another read of a count), and screens disable the control while it sends.
 */

/** How long a key stays for the retry of a submit that got no usable answer. */
const AFTER_FAILURE_MS = 60_000;

interface Held {
  key: string;
  inFlight: number;
  /** Past this time, with nothing in flight, the next identical POST is a new submit. */
  until: number;
}

const held = new Map<string, Held>();

function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const part = (v: unknown): unknown =>
  typeof Blob !== 'undefined' && v instanceof Blob
    ? `blob:${(v as File).name ?? ''}:${v.size}:${(v as File).lastModified ?? ''}:${v.type}`
    : Array.isArray(v)
      ? v.map(part)
      : v;

/** What makes two POSTs the same submit. */
function fingerprint(scope: string, path: string, body: FormData | Record<string, unknown> | undefined): string {
  const fields =
    body instanceof FormData
      ? Array.from(body.entries(), ([k, v]) => [k, part(v)])
      : Object.entries(body ?? {}).map(([k, v]) => [k, part(v)]);
  return JSON.stringify([scope, path, fields]);
}

export type SubmitOutcome = 'success' | 'fail' | 'transport';

/** Takes the key for a POST; call the returned `done` with how it ended. */
export function submitKey(
  scope: string,
  path: string,
  body: FormData | Record<string, unknown> | undefined,
  now = Date.now(),
): { key: string; done: (outcome: SubmitOutcome) => void } {
  for (const [fp, h] of held) if (!h.inFlight && h.until <= now) held.delete(fp);
  const fp = fingerprint(scope, path, body);
  let h = held.get(fp);
  if (!h) {
    h = { key: randomKey(), inFlight: 0, until: 0 };
    held.set(fp, h);
  }
  h.inFlight++;
  const entry = h;
  return {
    key: entry.key,
    done(outcome) {
      entry.inFlight--;
      const at = Date.now();
      entry.until = outcome === 'transport' ? Math.max(entry.until, at + AFTER_FAILURE_MS) : 0;
      if (!entry.inFlight && entry.until <= at && held.get(fp) === entry) held.delete(fp);
    },
  };
}
