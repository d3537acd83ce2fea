/** The server's `{ key, msg, data }` envelope, as a test answers with it. */
export interface Envelope<T = unknown> {
  key: string;
  msg: string;
  data: T;
}

/** A `success` envelope. */
export const ok = <T = null>(data: T = null as T, msg = ''): Envelope<T> => ({ key: 'success', msg, data });

/** A business failure: HTTP 200 with `key: 'fail'` and the localized message. */
export const fail = (msg: string, data: unknown = null): Envelope => ({ key: 'fail', msg, data });
