/**
 * One typed call per endpoint descriptor of @souq/contracts: fills the path parameters,
 * sends the query or the body, and types the answer's `data` from the descriptor's response
 * schema. In development and tests the `data` is parsed with that schema, so a server (or a
 * test fixture) that drifts from the contract shows at once; production builds skip it.
 */
import type { Endpoint, RequestBody, RequestParams, RequestQuery, ResponseData } from '@souq/contracts';
import { type Envelope, send } from './http';

/**
 * The body as it goes on the wire: every field the schema requires, each as the schema's value
 * or as the existing client writes it (a string, 1/0 for a flag: the server normalizes these once);
 * extra fields the existing client sends (device fields, `type`) are allowed; files may go as FormData.
 */
type Wire<T> = T extends undefined ? undefined : ({ [K in keyof T]: T[K] | string | number | null } & Record<string, unknown>) | FormData;

export interface CallInput<E extends Endpoint> {
  params?: RequestParams<E>;
  query?: RequestQuery<E>;
  body?: Wire<RequestBody<E>>;
}

const checkResponses = process.env.NODE_ENV !== 'production';

export class ContractError extends Error {
  constructor(endpoint: Endpoint, issues: unknown) {
    super(`${endpoint.method} ${endpoint.path} answered data that does not match its contract: ${JSON.stringify(issues)}`);
    this.name = 'ContractError';
  }
}

function fillPath(path: string, params: Record<string, unknown> = {}) {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

export async function call<E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<Envelope<ResponseData<E>>> {
  const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const res =
    endpoint.method === 'GET'
      ? await send<unknown>('get', path, undefined, input.query as Record<string, string | number> | undefined)
      : await send<unknown>('post', path, input.body as FormData | Record<string, unknown> | undefined);
  if (!checkResponses) return res as Envelope<ResponseData<E>>;
  const parsed = endpoint.response.safeParse(res.data);
  if (!parsed.success) {
    const error = new ContractError(endpoint, parsed.error.issues);
    // Said loudly in both; tests fail on it, development keeps the page working with what was sent.
    console.error(error.message);
    if (process.env.NODE_ENV === 'test') throw error;
    return res as Envelope<ResponseData<E>>;
  }
  return { ...res, data: parsed.data as ResponseData<E> };
}
