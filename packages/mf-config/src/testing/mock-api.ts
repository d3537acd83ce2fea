/**
 * The network edge for page tests: stubs global.fetch with envelope answers and records what
 * the page sent. JSON and multipart bodies are read back into plain objects (files stay File
 * objects), so a test sees exactly what reached the wire. Needs the
 * `@souq/mf-config/jest-fetch-environment` test environment (Node's fetch classes).
 */
export interface Envelope {
  key: string;
  msg: string;
  data: unknown;
}

export interface ApiCall {
  method: string;
  /** Path without the /api/v1 base and without the query string. */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

type Answer = Envelope | ((call: ApiCall) => Envelope | Promise<Envelope>);

export const ok = (data: unknown = null, msg = ''): Envelope => ({ key: 'success', msg, data });
export const fail = (msg: string, data: unknown = null): Envelope => ({ key: 'fail', msg, data });

async function readBody(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return (await req.json()) as Record<string, unknown>;
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const out: Record<string, unknown> = {};
    (await req.formData()).forEach((v, k) => {
      out[k] = v;
    });
    return out;
  }
  const text = await req.text();
  return text ? { _raw: text } : {};
}

/**
 * `routes` maps "METHOD /path" to an answer; an array of answers is used in order (the last
 * one repeats). Unmocked calls answer `fail`, so a test notices them.
 */
export function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const used = new Map<string, number>();
  const original = global.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const headers: Record<string, string> = {};
    req.headers.forEach((v, k) => {
      headers[k] = v;
    });
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => {
      query[k] = v;
    });
    const call: ApiCall = { method: req.method, path, query, body: await readBody(req), headers };
    calls.push(call);
    const routeKey = `${req.method} ${path}`;
    let answer: Answer | Answer[] | undefined = routes[routeKey];
    if (Array.isArray(answer)) {
      const n = used.get(routeKey) ?? 0;
      used.set(routeKey, n + 1);
      answer = answer[Math.min(n, answer.length - 1)];
    }
    const envelope: Envelope =
      typeof answer === 'function' ? await answer(call) : (answer ?? { key: 'fail', msg: `unmocked ${routeKey}`, data: null });
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
    restore() {
      global.fetch = original;
    },
  };
}

export type MockedApi = ReturnType<typeof mockApi>;
