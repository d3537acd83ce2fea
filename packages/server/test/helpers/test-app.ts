/**
 * Builds a real app over a real database for integration tests: an in-memory PGlite by
 * default, or — when TEST_DATABASE_URL is set (CI) — a PostgreSQL schema of its own per
 * suite, dropped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { after, before } from 'node:test';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { openInfrastructure } from '../../src/deps';
import { seedBase, seedDemo } from '../../src/db/seed';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Move the injected clock forward. */
  advance(ms: number): void;
  /**
   * A second app on the same database, clock and configuration: another server process
   * (with REDIS_URL they share Socket.IO rooms). Closed with this one.
   */
  sibling(): Promise<FastifyInstance>;
  close(): Promise<void>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON envelopes
  post<T = any>(url: string, body?: Record<string, unknown> | FormData, opts?: CallOptions): Promise<Res<T>>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON envelopes
  get<T = any>(url: string, opts?: CallOptions): Promise<Res<T>>;
}

export interface CallOptions {
  token?: string | null;
  lang?: 'ar' | 'en';
  headers?: Record<string, string>;
  /** The client address the app sees (app.inject's remoteAddress; default 127.0.0.1). */
  remoteAddress?: string;
}

export interface Res<T> {
  status: number;
  key: string;
  msg: string;
  data: T;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON envelopes
  raw: any;
}

/** `env` entries override the test defaults; an `undefined` one removes that default (e.g. PUBLIC_URL). */
export async function createTestApp(
  opts: {
    demo?: boolean;
    env?: Record<string, string | undefined>;
    /** Receives the app's log lines (JSON, level info and up) instead of silence. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL || null;
  const dbName = adminUrl ? `souq_t_${randomBytes(6).toString('hex')}` : null;
  let url: string | null = null;
  if (adminUrl && dbName) {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`create database "${dbName}"`);
    await c.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    PUBLIC_URL: 'http://souq.test',
    SEED_DEMO: opts.demo ? 'true' : 'false',
    // SEARCH_INDEX=off|check runs the whole suite without the search's in-memory index, or comparing it with the SQL.
    ...(process.env.SEARCH_INDEX ? { SEARCH_INDEX: process.env.SEARCH_INDEX } : {}),
    ...(url ? { DATABASE_URL: url } : {}),
    ...opts.env,
  });
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const infra = await openInfrastructure(config, { inMemory: true, now });
  const ctx = { config, db: infra.database.db, storage: infra.storage };
  await seedBase(ctx);
  if (opts.demo) await seedDemo(ctx);
  const app = await buildApp({ config, ...infra, now, logger: opts.logStream ? { level: 'info', stream: opts.logStream } : false });
  await app.ready();

  async function call<T>(
    method: 'GET' | 'POST',
    url: string,
    body: Record<string, unknown> | FormData | undefined,
    o: CallOptions = {},
  ): Promise<Res<T>> {
    const headers: Record<string, string> = { lang: o.lang ?? 'en', ...o.headers };
    if (o.token !== undefined) headers.authorization = `Bearer ${o.token}`;
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON envelopes
    let payload: any;
    if (body instanceof FormData) {
      const req = new Request('http://x', { method: 'POST', body });
      payload = Buffer.from(await req.arrayBuffer());
      headers['content-type'] = req.headers.get('content-type')!;
    } else if (body) {
      payload = body;
    }
    const res = await app.inject({
      method,
      url: url.startsWith('/api') ? url : `/api/v1${url}`,
      headers,
      payload,
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
    const raw = res.json();
    return { status: res.statusCode, key: raw.key, msg: raw.msg, data: raw.data, raw };
  }

  const siblings: FastifyInstance[] = [];
  return {
    app,
    config,
    advance: (ms) => {
      offset += ms;
    },
    async sibling() {
      const other = await buildApp({ config, ...infra, now, logger: false });
      await other.ready();
      siblings.push(other);
      return other;
    },
    post: (u, b, o) => call('POST', u, b, o),
    get: (u, o) => call('GET', u, undefined, o),
    async close() {
      for (const other of siblings) await other.close();
      await app.close();
      await infra.database.close();
      if (adminUrl && dbName) {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        // Work the app started after answering (notifications pushed after commit, image
        // variants) may still hold a connection: let it finish before the forced drop, or the
        // drop kills its query and the error lands after the test (seen on PostgreSQL in CI).
        for (let i = 0; i < 40; i++) {
          const r = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [dbName]);
          if (r.rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await c.query(`drop database if exists "${dbName}" with (force)`);
        await c.end();
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's app: built in a `before` hook of the suite that calls this (so before the
 * suite's own hooks) and closed in an `after` hook. The answer stands for that app from
 * the first hook on: `const t = useTestApp(); before(async () => { await t.post(…) })`.
 */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}): TestApp {
  let built: TestApp | undefined;
  before(async () => {
    built = await createTestApp(opts);
  });
  after(async () => built?.close());
  const current = () => {
    if (!built) throw new Error('the suite app is built in its before hook: use it from a hook or a test');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    advance: (ms) => current().advance(ms),
    sibling: () => current().sibling(),
    close: () => current().close(),
    post: (url, body, o) => current().post(url, body, o),
    get: (url, o) => current().get(url, o),
  };
}
