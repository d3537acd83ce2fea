/**
 * What the HTTP benchmarks (catalog-search.bench.ts, store-products.bench.ts) and the EXPLAIN
 * scripts (explain-catalog.ts, explain-store.ts) share: flags, the app over a seeded database
 * in a child process, a throw-away PostgreSQL database, one target's figures (one client,
 * then CONNECTIONS clients) and the run over PGlite and/or PostgreSQL with its JSON line.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Config, loadConfig } from '../src/config/config';
import { type Infrastructure, openInfrastructure } from '../src/deps';
import type { Db } from '../src/db/client';
import { drain } from './in-flight';
import { explainStatements, timeAndRecord } from './record-queries';
import { loadAverage, where, whereLine } from './where';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Seconds of sequential requests per target for the single-client figures (median and p99). */
export const SERIAL_S = Number(process.env.BENCH_SERIAL_SECONDS ?? 3);

/** `--name` or `--name=value` on the command line: the value ('' for a bare flag), undefined when absent. */
export const flag = (name: string) =>
  process.argv
    .find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');

/** One target's figures. */
export interface Figures {
  serialMedianMs: number;
  serialP99Ms: number;
  medianMs: number;
  p99Ms: number;
  reqPerSec: number;
  errors: number;
}

export interface Req {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

export const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);

/**
 * Config and infrastructure of a bench or EXPLAIN run: NODE_ENV=test, the rate limit at
 * 10 000 000/min (instead of 1 200/min), silent logs, a temporary data dir, no demo seed.
 */
export async function benchInfrastructure(
  databaseUrl: string | null,
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ config: Config; infra: Infrastructure; cleanup: () => void }> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), `souq-${prefix}-`));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    PUBLIC_URL: 'http://bench.local',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    // The limiter still runs on every request; 100 000/min (the test default) is less than one
    // target sends once a cached answer passes 10 000 req/s (it answered 429s).
    RATE_LIMIT_PER_MINUTE: '10000000',
    // The search's in-memory index as in production (SEARCH_INDEX=off: the SQL path alone).
    SEARCH_INDEX: process.env.SEARCH_INDEX ?? 'on',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const infra = await openInfrastructure(config, { inMemory: true });
  return { config, infra, cleanup: () => rmSync(tmp, { recursive: true, force: true }) };
}

/** Child: report `ready` to the parent, then close `closers` (in order) and exit on 'stop'. */
export function readyUntilStopped(ready: unknown, closers: (() => unknown)[]) {
  process.send!(ready);
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    for (const close of closers) await close();
    process.exit(0);
  });
}

/** Parent: the script `self` again with --serve in a child process (autocannon must not share its event loop). */
export function startServer<R>(self: string, databaseUrl: string | null): Promise<{ child: ChildProcess; ready: R }> {
  const child = fork(self, ['--serve'], {
    // --expose-gc: the heap a part of the server holds is measured after a collection.
    // BENCH_NODE_ARGS: more node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
    execArgv: ['--import', 'tsx', '--expose-gc', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
    env: { ...process.env, BENCH_SERVE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as R }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Parent: stop the child started by startServer. */
export async function stopServer(child: ChildProcess) {
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
}

/**
 * A fresh database beside the one of `adminUrl` (which must exist), dropped after the run;
 * named `<prefix>_<random>`, by default after the URL's database (souq_perf → souq_perf_bench_…): the server is shared.
 */
export async function temporaryDatabase(adminUrl: string, prefix?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix ?? `${new URL(adminUrl).pathname.slice(1) || 'souq'}_bench`}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

let ipSeq = 0;

/**
 * One target: median and p99 of one client sending one request at a time (the service time
 * without queueing), a short warm-up (JIT, plan caches), then CONNECTIONS clients for
 * DURATION seconds. Each target sends its own X-Forwarded-For, so one target's traffic never
 * counts against the next one's rate limit; the server drains between runs.
 */
export async function measure(child: ChildProcess, base: string, reqs: Req[]): Promise<Figures> {
  const ip = `10.${++ipSeq % 250}.${randomBytes(1)[0]}.1`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer null', lang: 'ar', 'x-forwarded-for': ip };
  const requests = reqs.map((r) => ({ method: r.method, path: r.path, headers, ...(r.body ? { body: JSON.stringify(r.body) } : {}) }));
  // A generous timeout: with one in-process database, 50 queued searches wait for each other.
  const run = (connections: number, duration: number) => autocannon({ url: base, connections, duration, timeout: 60, requests });
  await drain(child);
  const one = await run(1, SERIAL_S);
  await run(10, 1);
  await drain(child);
  const many = await run(CONNECTIONS, DURATION);
  return {
    serialMedianMs: one.latency.p50,
    serialP99Ms: one.latency.p99,
    medianMs: many.latency.p50,
    p99Ms: many.latency.p99,
    reqPerSec: Math.round(many.requests.average),
    errors: many.non2xx + many.errors + many.timeouts,
  };
}

/**
 * Parent: `title` with where it runs, then `benchOne` over a fresh PGlite (unless
 * --no-pglite) and over a temporary PostgreSQL database (--db=postgres://… or DATABASE_URL);
 * with --json the last line is one JSON object { node, cpus, cpuModel, loadavg, pglite?, postgres?, loadavgAfter }.
 */
export async function runBench(title: string, benchOne: (databaseUrl: string | null) => Promise<unknown>) {
  // Where it ran (bench/where.ts); each target's table has the bare route of the same run.
  console.log(`# ${title} — ${whereLine()}`);
  const result: Record<string, unknown> = { ...where() };
  if (flag('no-pglite') === undefined) result.pglite = await benchOne(null);
  const dbUrl = flag('db') || process.env.DATABASE_URL || null;
  if (dbUrl) {
    const tmpDb = await temporaryDatabase(dbUrl);
    try {
      result.postgres = await benchOne(tmpDb.url);
    } finally {
      await tmpDb.drop();
    }
  }
  result.loadavgAfter = loadAverage();
  console.log(`# after: ${whereLine()}`);
  if (flag('json') !== undefined) console.log(JSON.stringify(result));
}

/**
 * An EXPLAIN script: on DATABASE_URL (seeded by `seed` here with --seed, else already seeded),
 * times every call (RUNS times, median), then prints each statement it sent with its
 * EXPLAIN (ANALYZE, BUFFERS) plan as Markdown. ONLY=text keeps the calls whose label has it;
 * NO_PLANS=1 prints the timings only.
 */
export async function explainCalls<S>(opts: {
  title: string;
  intro: string;
  seed: (db: Db) => Promise<S>;
  unseeded: S;
  runs: number;
  calls: (db: Db, seeded: S, client: pg.Client) => Promise<[string, () => Promise<unknown>][]>;
}) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL (a PostgreSQL database seeded by the bench seed, or add --seed)');
  const { infra, cleanup } = await benchInfrastructure(url, 'explain');
  const db = infra.database.db;
  const seeded = process.argv.includes('--seed') ? await opts.seed(db) : opts.unseeded;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const only = process.env.ONLY;
  const runs = Number(process.env.RUNS ?? opts.runs);
  console.log(`# ${opts.title}\n`);
  console.log(`${opts.intro}\n`);
  for (const [label, call] of await opts.calls(db, seeded, client)) {
    if (only && !label.includes(only)) continue;
    const { statements, min, median } = await timeAndRecord(call, runs);
    console.log(`## ${label} — ${statements.length} statement(s); ${runs} runs: min ${min} ms, median ${median} ms\n`);
    console.error(`${label}: min ${min} ms, median ${median} ms`);
    if (process.env.NO_PLANS) continue;
    await explainStatements(client, statements);
  }
  await client.end();
  await infra.database.close();
  cleanup();
  process.exit(0);
}
