/**
 * Catalogue benchmark (issue 3): POST /user/provider/search and POST /user/services/provider
 * over 100 000 seeded providers, side by side with a bare Fastify route that returns a
 * fixed page of the same size, in the same run. Prints median and p99 latency and
 * requests per second for 50 concurrent connections. No assertions: it reports numbers.
 * Every search/list target runs twice: against the app as it is configured (the catalogue
 * result cache on, see modules/catalog/catalog-cache.ts) and against a second instance of
 * the app over the same database with the cache off, so the uncached query cost is shown too.
 *
 *   pnpm --filter @souq/server bench:search                    # fresh in-memory PGlite
 *   DATABASE_URL=postgres://… pnpm --filter @souq/server bench:search   # + PostgreSQL (a temporary database)
 *   BENCH_PROVIDERS=20000 BENCH_DURATION=5 BENCH_CONNECTIONS=50 … # smaller / shorter runs
 *
 * Flags (after `--`): --db=postgres://… (instead of DATABASE_URL), --no-pglite (PostgreSQL
 * only), --modes=cold,bare (which of cached, cold, bare to run; default all), --json (the
 * last line is one JSON object: { pglite?, postgres? } each with cached, cold and bare
 * figures per target, and the cached/bare and cold/bare req/s ratios).
 *
 * The server (app + database + bare route) runs in a child process so autocannon does not
 * share its event loop. The app runs with NODE_ENV=test (the only difference that matters
 * is the rate limit, 100 000/min instead of 1 200/min) and silent logs; each run sends its
 * own X-Forwarded-For so one run's traffic never counts against the next.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import autocannon, { type Result } from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openInfrastructure } from '../src/deps';
import { answerDrain, countInFlight, drain } from './in-flight';
import { progress, seedCatalog } from './seed-catalog';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const flag = (name: string) =>
  process.argv
    .find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const JSON_OUT = flag('json') !== undefined;
const DB_URL = flag('db') || process.env.DATABASE_URL || null;
const PGLITE = flag('no-pglite') === undefined;
const MODES = new Set((flag('modes') || 'cached,cold,bare').split(','));
/** Seconds of sequential requests per target for the single-client figures (median and p99). */
const SERIAL_S = Number(process.env.BENCH_SERIAL_SECONDS ?? 3);

/** One target's figures. */
interface Figures {
  serialMedianMs: number;
  serialP99Ms: number;
  medianMs: number;
  p99Ms: number;
  reqPerSec: number;
  errors: number;
}

// ---------------------------------------------------------------------------------------
// Child: seed, serve the app and the bare route, report ports over IPC.

interface Ready {
  kind: string;
  appPort: number;
  /** The same app and database with the catalogue result cache off (CATALOG_CACHE_TTL_SECONDS=0). */
  coldPort: number;
  barePort: number;
  serviceId: number;
  seedMs: number;
  pageBytes: number;
  counts: Record<string, number>;
}

async function serve(databaseUrl: string | null) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmp,
    PUBLIC_URL: 'http://bench.local',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const infra = await openInfrastructure(config, { inMemory: true });
  const t0 = performance.now();
  const { serviceId } = await seedCatalog(infra.database.db, PROVIDERS);
  const seedMs = performance.now() - t0;
  const app = await buildApp({ config, ...infra, logger: false });
  countInFlight(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const cold = await buildApp({ config: { ...config, catalogCacheTtlMs: 0 }, ...infra, logger: false });
  countInFlight(cold);
  await cold.listen({ port: 0, host: '127.0.0.1' });

  // A real page of the provider list, served verbatim by a bare Fastify route.
  const page = await app.inject({ method: 'POST', url: '/api/v1/user/services/provider', payload: { service_id: serviceId } });
  const fixed = page.body;
  const bare = Fastify({ logger: false });
  bare.post('/bare/providers', async (_req, reply) => reply.type('application/json; charset=utf-8').send(fixed));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  progress('app listening');
  const counts: Record<string, number> = {};
  for (const [label, body] of searchBodies(serviceId)) {
    progress(`checking ${label}`);
    const r = await app.inject({ method: 'POST', url: '/api/v1/user/provider/search', payload: body });
    const json = r.json() as { key: string; data: { pagination: { total_items: number } } };
    counts[label] = json.key === 'success' ? json.data.pagination.total_items : -1;
  }
  const ready: Ready = {
    kind: infra.database.kind,
    appPort: (app.server.address() as { port: number }).port,
    coldPort: (cold.server.address() as { port: number }).port,
    barePort: (bare.server.address() as { port: number }).port,
    serviceId,
    seedMs,
    pageBytes: Buffer.byteLength(fixed),
    counts,
  };
  process.send!(ready);
  answerDrain();
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await bare.close();
    await cold.close();
    await app.close();
    await infra.database.close();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  });
}

function searchBodies(serviceId: number): [string, Record<string, unknown>][] {
  return [
    ['احمد (all providers; finds أحمد, الأحمدي)', { name: 'احمد' }],
    ['ساره العتيبي (taa marbuta)', { name: 'ساره العتيبي' }],
    ['مصممة جرافك (one-letter typo)', { name: 'مصممة جرافك' }],
    ['فيصل in one service', { name: 'فيصل', service_id: serviceId }],
  ];
}

// ---------------------------------------------------------------------------------------
// Parent: run autocannon against each target, print a table.

let ipSeq = 0;
async function measure(url: string, bodies: Record<string, unknown>[], settle: () => Promise<void>): Promise<Result> {
  const ip = `10.${++ipSeq}.${randomBytes(1)[0]}.1`;
  const headers = { 'content-type': 'application/json', authorization: 'Bearer null', lang: 'ar', 'x-forwarded-for': ip };
  const requests = bodies.map((b) => ({ method: 'POST', headers, body: JSON.stringify(b) }));
  // Short warm-up (JIT, plan caches), not recorded.
  await autocannon({ url, connections: 10, duration: 1, timeout: 60, requests });
  await settle();
  // A generous timeout: with one in-process database, 50 queued searches wait for each other.
  return autocannon({ url, connections: CONNECTIONS, duration: DURATION, timeout: 60, requests });
}

/**
 * Median and p99 latency of sequential requests (one connection, one request at a time): the
 * service time without queueing. autocannon writes each request in one piece, so no
 * Nagle/delayed-ACK pause is measured.
 */
async function serial(url: string, bodies: Record<string, unknown>[]): Promise<{ p50: number; p99: number }> {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '10.254.0.1', lang: 'ar' };
  const r = await autocannon({
    url,
    connections: 1,
    duration: SERIAL_S,
    timeout: 60,
    requests: bodies.map((b) => ({ method: 'POST', headers, body: JSON.stringify(b) })),
  });
  return { p50: r.latency.p50, p99: r.latency.p99 };
}

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const self = fileURLToPath(import.meta.url);
  const child = fork(self, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** A fresh database beside the one of `adminUrl` (which must exist), dropped after the run. */
async function temporaryDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  // Named after the database of the URL (souq_perf → souq_perf_bench_…): the server is shared.
  const name = `${new URL(adminUrl).pathname.slice(1) || 'souq'}_bench_${randomBytes(4).toString('hex')}`;
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

const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);

async function benchOne(databaseUrl: string | null): Promise<Record<string, Record<string, Figures> | number>> {
  const started = performance.now();
  const { child, ready } = await startServer(databaseUrl);
  const base = `http://127.0.0.1:${ready.appPort}/api/v1`;
  console.log(
    `\n## ${ready.kind === 'pglite' ? 'PGlite (in-memory, in-process)' : 'PostgreSQL'}: ${PROVIDERS.toLocaleString('en')} providers seeded in ${(ready.seedMs / 1000).toFixed(1)} s; page of 12 = ${ready.pageBytes} bytes`,
  );
  for (const [label, n] of Object.entries(ready.counts)) console.log(`   matches for ${label}: ${n}`);
  const bodies = searchBodies(ready.serviceId).map(([, b]) => b);
  const cold = `http://127.0.0.1:${ready.coldPort}/api/v1`;
  const listBodies = [1, 2, 3, 50].map((page) => ({ service_id: ready.serviceId, page }));
  const targets: [string, string, string, Record<string, unknown>[]][] = [];
  for (const [mode, root] of [
    ['cached', base],
    ['cold', cold],
  ] as const) {
    if (!MODES.has(mode)) continue;
    targets.push(
      [mode, 'search: 4 Arabic queries mixed', `${root}/user/provider/search`, bodies],
      [mode, 'search: احمد (broad)', `${root}/user/provider/search`, [bodies[0]!]],
      [mode, 'search: مصممة جرافك (typo)', `${root}/user/provider/search`, [bodies[2]!]],
      [mode, 'search: ساره العتيبي (narrow)', `${root}/user/provider/search`, [bodies[1]!]],
      [mode, 'list: /user/services/provider, pages 1, 2, 3, 50', `${root}/user/services/provider`, listBodies],
    );
  }
  if (MODES.has('bare')) targets.push(['bare', 'Fastify, fixed page', `http://127.0.0.1:${ready.barePort}/bare/providers`, [{}]]);
  const out: Record<string, Record<string, Figures> | number> = { providers: PROVIDERS, connections: CONNECTIONS, durationS: DURATION };
  console.log(`\n| target | 1 client: median ms | p99 ms | ${CONNECTIONS} clients: median ms | p99 ms | req/s | non-2xx+errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|`);
  for (const [mode, label, url, b] of targets) {
    await drain(child);
    const one = await serial(url, b);
    const r = await measure(url, b, () => drain(child));
    const f: Figures = {
      serialMedianMs: one.p50,
      serialP99Ms: one.p99,
      medianMs: r.latency.p50,
      p99Ms: r.latency.p99,
      reqPerSec: Math.round(r.requests.average),
      errors: r.non2xx + r.errors + r.timeouts,
    };
    const byLabel = (out[mode] ?? {}) as Record<string, Figures>;
    byLabel[label] = f;
    out[mode] = byLabel;
    console.log(
      `| ${mode} ${label} | ${fmt(f.serialMedianMs)} | ${fmt(f.serialP99Ms)} | ${fmt(f.medianMs)} | ${fmt(f.p99Ms)} | ${fmt(f.reqPerSec, 0)} | ${f.errors} |`,
    );
  }
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  const bare = (out.bare as Record<string, Figures> | undefined)?.['Fastify, fixed page']?.reqPerSec;
  if (bare) {
    for (const mode of ['cached', 'cold']) {
      const figures = out[mode] as Record<string, Figures> | undefined;
      if (!figures) continue;
      const ratios = Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, Number((f.reqPerSec / bare).toFixed(3))]));
      out[`${mode}/bare req/s`] = ratios as unknown as Record<string, Figures>;
      console.log(
        `   ${mode}/bare req/s: ${Object.entries(ratios)
          .map(([k, v]) => `${k} ${(v * 100).toFixed(1)} %`)
          .join('; ')}`,
      );
    }
  }
  console.log(`   (${CONNECTIONS} connections, ${DURATION} s per target; total ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return out;
}

async function main() {
  console.log(`# Souq catalogue benchmark — node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`);
  const result: Record<string, unknown> = { node: process.version, cpus: os.cpus().length };
  if (PGLITE) result.pglite = await benchOne(null);
  if (DB_URL) {
    const tmpDb = await temporaryDatabase(DB_URL);
    try {
      result.postgres = await benchOne(tmpDb.url);
    } finally {
      await tmpDb.drop();
    }
  }
  if (JSON_OUT) console.log(JSON.stringify(result));
}

if (process.argv.includes('--serve')) {
  await serve(process.env.BENCH_SERVE_URL || null);
} else {
  await main();
}
