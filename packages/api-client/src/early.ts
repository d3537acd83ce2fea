/**
 * Calls the page's HTML has already started (`window.__SOUQ_EARLY__`, written by the server's
 * inline script on the cart, an order's details and a chat room: packages/server/src/plugins/
 * early-calls.ts). `send` answers a call from them when the method, path, query and JSON body
 * are the ones the HTML sent, with the same token and language: the data then arrives while the
 * app's chunks are still running, instead of being asked only once the page has rendered.
 *
 * They describe the page as it was when it loaded, so each answers only the calls the page makes
 * as it starts: as many as its `reads` (the readers the HTML counted: the cart's is read by the
 * header's badge and by the page), and only until any other POST is sent (it may change what they
 * said) or EARLY_MS have passed. A later refetch (a live event, a retry) asks the server.
 */

/** What a started call resolves with: the HTTP status and the parsed envelope. */
export interface EarlyAnswer {
  status: number;
  body: unknown;
}

interface EarlyCall {
  method: string;
  path: string;
  query?: string;
  body?: unknown;
  /** How many calls it still answers. */
  reads: number;
  answer: Promise<EarlyAnswer>;
}

interface EarlyCalls {
  at: number;
  token: string;
  lang: string;
  calls: EarlyCall[];
}

declare global {
  interface Window {
    __SOUQ_EARLY__?: EarlyCalls;
  }
}

/** How long after the HTML started them its answers still stand for the page's own calls. */
export const EARLY_MS = 10_000;

const started = (): EarlyCalls | undefined => (typeof window === 'undefined' ? undefined : window.__SOUQ_EARLY__);

/** Forget the started calls (a POST may have changed what they answered). */
export function dropEarlyCalls() {
  if (started()) delete window.__SOUQ_EARLY__;
}

/** The started answer of this call (one of its reads), or null. */
export function takeEarlyCall(
  call: { method: 'get' | 'post'; path: string; query?: Record<string, string | number>; body?: unknown },
  session: { token: string | null; lang: string },
): Promise<EarlyAnswer> | null {
  const early = started();
  if (!early) return null;
  if (Date.now() - early.at > EARLY_MS) {
    dropEarlyCalls();
    return null;
  }
  if (early.token !== session.token || early.lang !== session.lang) return null;
  const method = call.method.toUpperCase();
  const path = `/${call.path.replace(/^\//, '')}`;
  const query = new URLSearchParams(call.query as Record<string, string> | undefined).toString();
  const body = JSON.stringify(call.body ?? null);
  const found = early.calls.find(
    (c) => c.method === method && c.path === path && (c.query ?? '') === query && JSON.stringify(c.body ?? null) === body,
  );
  if (!found) return null;
  found.reads -= 1;
  if (found.reads <= 0) early.calls = early.calls.filter((c) => c !== found);
  return found.answer;
}
