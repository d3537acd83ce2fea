/**
 * The network edge for component tests: replaces `api.get`/`api.post` of the shared API
 * client with canned answers keyed by "GET path" / "POST path" (leading slash optional).
 * A handler is the `data` to answer with, or a function of the request body returning it;
 * unknown calls fail like the server's `fail` envelope.
 */
import { api, ApiError, type Envelope } from '@souq/api-client';

type Handler = unknown | ((body: unknown) => unknown);
export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
}

const norm = (path: string) => path.replace(/^\//, '').replace(/\?.*$/, '');

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const original = { get: api.get, post: api.post };
  const table = new Map<string, Handler>();
  for (const [k, v] of Object.entries(routes)) {
    const [method, path] = k.split(' ');
    table.set(`${method.toUpperCase()} ${norm(path)}`, v);
  }
  const handle = (method: FakeCall['method']) =>
    (async (path: string, body?: unknown) => {
      calls.push({ method, path: norm(path), body });
      const key = `${method} ${norm(path)}`;
      if (!table.has(key)) throw new ApiError({ key: 'fail', msg: `not faked: ${key}`, data: null }, 200);
      const h = table.get(key);
      const data = typeof h === 'function' ? await (h as (b: unknown) => unknown)(body) : h;
      return { key: 'success', msg: '', data } as Envelope<unknown>;
    }) as typeof api.get;
  api.get = handle('GET');
  api.post = handle('POST') as typeof api.post;
  return {
    calls,
    restore() {
      api.get = original.get;
      api.post = original.post;
    },
  };
}
