/** The response envelope every API call answers with. */
export interface Envelope<T = unknown> {
  key: 'success' | 'fail' | 'unauthenticated' | 'error';
  msg: string;
  data: T;
}

export const envelope = <T>(key: Envelope['key'], msg: string, data: T): Envelope<T> => ({ key, msg, data });
