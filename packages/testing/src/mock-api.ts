/**
 * The one network mock of the web tests, at the edge: stubs `global.fetch` with envelope
 * answers and records what the page sent, so the real API client (ky, headers, multipart
 * encoding, envelope handling) runs in every test. JSON and multipart bodies are read back
 * into plain objects (files stay File objects). The jest environment of `@souq/mf-config/jest`
 * provides Node's fetch classes.
 */
import { type Envelope, fail } from './envelope';

export interface ApiCall {
  method: string;
  /** Path without the /api/v1 base and without the query string. */
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** An envelope; or a whole `Response` for what is not the API (e.g. `/remotes.json`). */
type Reply = Envelope | Response;
type Answer = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/** "GET user/x" and "GET /user/x" name the same route. */
const routeKey = (key: string) => {
  const [method, path = ''] = key.trim().split(/\s+/);
  return `${method.toUpperCase()} /${path.replace(/^\//, '')}`;
};

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
  const table = new Map(Object.entries(routes).map(([k, v]) => [routeKey(k), v]));
  const calls: ApiCall[] = [];
  const used = new Map<string, number>();
  const original = global.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Relative URLs (`/remotes.json`) resolve against the page, as in a browser.
    const req = input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
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
    const key = `${req.method} ${path}`;
    let answer: Answer | Answer[] | undefined = table.get(key);
    if (Array.isArray(answer)) {
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      answer = answer[Math.min(n, answer.length - 1)];
    }
    const reply: Reply = typeof answer === 'function' ? await answer(call) : (answer ?? fail(`unmocked ${key}`));
    // Duck-typed: a Response built in the test may come from another realm than this module's.
    if (typeof (reply as Response).clone === 'function') return (reply as Response).clone();
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
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

/**
 * An answer the test releases when it wants, to see the loading state first:
 * `const list = deferred(); mockApi({ 'GET /x': list.answer }); …; list.resolve(ok([]))`.
 */
export function deferred() {
  let resolve: (reply: Envelope) => void = () => undefined;
  const promise = new Promise<Envelope>((r) => {
    resolve = r;
  });
  return { answer: () => promise, resolve: (reply: Envelope) => resolve(reply) };
}

/**
 * The mocked API of a suite: `api.mock(routes)` stubs fetch for the running test, as mockApi
 * does (a second call in a test replaces the first), and the stub is restored after each test.
 * `api.calls` and `api.callsTo` read what the page sent to the current stub.
 */
export function testApi() {
  let current: MockedApi | undefined;
  const restore = () => {
    current?.restore();
    current = undefined;
  };
  afterEach(restore);
  const now = () => {
    if (!current) throw new Error('no API is mocked in this test: call api.mock(routes) first');
    return current;
  };
  return {
    mock(routes: Parameters<typeof mockApi>[0]): MockedApi {
      restore();
      current = mockApi(routes);
      return current;
    },
    get calls() {
      return now().calls;
    },
    get fetchMock() {
      return now().fetchMock;
    },
    callsTo: (method: string, path: string) => now().callsTo(method, path),
  };
}
