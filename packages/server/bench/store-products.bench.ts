/**
 * Store benchmark (issue 11): the products of a store category (GET /user/category/{id}/products),
 * product search (POST /user/products/search) and filter (POST /user/products/fillter) over
 * 100 000 seeded products, beside a bare Fastify route that returns a fixed page of the same
 * size, in the same run. For each target: median and p99 latency of one client sending one
 * request at a time, then median, p99 and requests per second with 50 connections. No
 * assertions: it reports numbers. Modelled on catalog-search.bench.ts.
 *
 * The store calls have no result cache (a card carries the signed-in customer's `is_favorite`),
 * so every request runs its queries: the figures are "cold" in catalog-search.bench.ts's sense;
 * the database's own buffers are warm after the first request of each target.
 *
 *   pnpm --filter @souq/server bench:store                                   # fresh in-memory PGlite
 *   pnpm --filter @souq/server bench:store -- --db=postgres://…/x --no-pglite # PostgreSQL only (a temporary database)
 *   BENCH_PRODUCTS=20000 BENCH_DURATION=5 BENCH_CONNECTIONS=50 …             # smaller / shorter runs
 *
 * Flags: --db=postgres://… (or DATABASE_URL), --no-pglite, --json (the last line is one JSON
 * object: { pglite?, postgres? } with every target's figures and its req/s ÷ bare).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { openInfrastructure } from '../src/deps';
import { answerDrain, countInFlight, drain } from './in-flight';
import { progress } from './seed-catalog';
import { seedProducts } from './seed-products';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SERIAL_S = Number(process.env.BENCH_SERIAL_SECONDS ?? 3);
const flag = (name: string) =>
  process.argv
    .find((a) => a === `--${name}` || a.startsWith(`--${name}=`))
    ?.split('=')
    .slice(1)
    .join('=');
const JSON_OUT = flag('json') !== undefined;
const DB_URL = flag('db') || process.env.DATABASE_URL || null;
const PGLITE = flag('no-pglite') === undefined;

interface Figures {
  serialMedianMs: number;
  serialP99Ms: number;
  medianMs: number;
  p99Ms: number;
  reqPerSec: number;
  errors: number;
}
interface Ready {
  kind: string;
  appPort: number;
  barePort: number;
  categoryId: number;
  featureId: number;
  seedMs: number;
  pageBytes: number;
  counts: Record<string, number>;
}
type Req = { method: 'GET' | 'POST'; path: string; body?: Record<string, unknown> };

const SEARCHES: [string, string][] = [
  ['قالب (broad)', 'قالب'],
  ['سيره ذاتيه (taa marbuta, alef folding)', 'سيره ذاتيه'],
  ['ايقونت (typo)', 'ايقونت'],
  ['icon pack (English)', 'icon pack'],
];

function targets(categoryId: number, featureId: number): [string, Req[]][] {
  const list = (page: number): Req => ({ method: 'GET', path: `/api/v1/user/category/${categoryId}/products?page=${page}` });
  const search = (name: string): Req => ({ method: 'POST', path: '/api/v1/user/products/search', body: { name, category_id: categoryId } });
  return [
    ['list of a category, page 1', [list(1)]],
    ['list of a category, pages 1, 2, 3, 50', [1, 2, 3, 50].map(list)],
    ...SEARCHES.map(([label, term]): [string, Req[]] => [`search ${label}`, [search(term)]]),
    ['search, 4 queries mixed', SEARCHES.map(([, term]) => search(term))],
    [
      'filter: price high→low + 1 feature',
      [{ method: 'POST', path: '/api/v1/user/products/fillter', body: { category_id: categoryId, price: 1, features: [featureId] } }],
    ],
  ];
}

// ---------------------------------------------------------------------------------------
// Child: seed, serve the app and the bare route.

async function serve(databaseUrl: string | null) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-bench-store-'));
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
  const { categoryId } = await seedProducts(infra.database.db, PRODUCTS);
  const seedMs = performance.now() - t0;
  const app = await buildApp({ config, ...infra, logger: false });
  countInFlight(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const fixed = (await app.inject({ method: 'GET', url: `/api/v1/user/category/${categoryId}/products?page=1` })).body;
  const bare = Fastify({ logger: false });
  countInFlight(bare);
  bare.get('/bare/products', async (_req, reply) => reply.type('application/json; charset=utf-8').send(fixed));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const features = (await app.inject({ method: 'GET', url: '/api/v1/features' })).json() as { data: { id: number }[] };
  const counts: Record<string, number> = {};
  const total = (await app.inject({ method: 'GET', url: `/api/v1/user/category/${categoryId}/products` })).json() as {
    data: { pagination: { total_items: number } };
  };
  counts['products in the category'] = total.data.pagination.total_items;
  for (const [label, term] of SEARCHES) {
    const r = await app.inject({ method: 'POST', url: '/api/v1/user/products/search', payload: { name: term, category_id: categoryId } });
    counts[`page-1 results for ${label}`] = (r.json() as { data: unknown[] }).data.length;
  }
  const ready: Ready = {
    kind: infra.database.kind,
    appPort: (app.server.address() as { port: number }).port,
    barePort: (bare.server.address() as { port: number }).port,
    categoryId,
    featureId: features.data[0]?.id ?? 1,
    seedMs,
    pageBytes: Buffer.byteLength(fixed),
    counts,
  };
  process.send!(ready);
  answerDrain();
  process.on('message', async (m) => {
    if (m !== 'stop') return;
    await bare.close();
    await app.close();
    await infra.database.close();
    rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------
// Parent: autocannon against each target, a table, and the JSON line.

let ipSeq = 0;
function requests(reqs: Req[], ip: string) {
  const headers = { 'content-type': 'application/json', authorization: 'Bearer null', lang: 'ar', 'x-forwarded-for': ip };
  return reqs.map((r) => ({ method: r.method, path: r.path, headers, ...(r.body ? { body: JSON.stringify(r.body) } : {}) }));
}

async function run(child: ChildProcess, base: string, reqs: Req[]): Promise<Figures> {
  const ip = `10.${++ipSeq % 250}.${randomBytes(1)[0]}.1`;
  await drain(child);
  const one = await autocannon({ url: base, connections: 1, duration: SERIAL_S, timeout: 60, requests: requests(reqs, ip) });
  await autocannon({ url: base, connections: 10, duration: 1, timeout: 60, requests: requests(reqs, ip) });
  await drain(child);
  const many = await autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, timeout: 60, requests: requests(reqs, ip) });
  return {
    serialMedianMs: one.latency.p50,
    serialP99Ms: one.latency.p99,
    medianMs: many.latency.p50,
    p99Ms: many.latency.p99,
    reqPerSec: Math.round(many.requests.average),
    errors: many.non2xx + many.errors + many.timeouts,
  };
}

function startServer(databaseUrl: string | null): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as Ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function temporaryDatabase(adminUrl: string) {
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

async function benchOne(databaseUrl: string | null) {
  const started = performance.now();
  const { child, ready } = await startServer(databaseUrl);
  const base = `http://127.0.0.1:${ready.appPort}`;
  console.log(
    `\n## ${ready.kind === 'pglite' ? 'PGlite (in-memory, in-process)' : 'PostgreSQL'}: ${PRODUCTS.toLocaleString('en')} products seeded in ${(ready.seedMs / 1000).toFixed(1)} s; page of ${12} = ${ready.pageBytes} bytes`,
  );
  for (const [label, n] of Object.entries(ready.counts)) console.log(`   ${label}: ${n}`);
  console.log(`\n| target | 1 client: median ms | p99 ms | ${CONNECTIONS} clients: median ms | p99 ms | req/s | req/s ÷ bare | errors |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const out: Record<string, Figures & { ofBare?: number }> = {};
  const bare = await run(child, `http://127.0.0.1:${ready.barePort}`, [{ method: 'GET', path: '/bare/products' }]);
  out['bare Fastify, fixed page'] = { ...bare, ofBare: 1 };
  for (const [label, reqs] of targets(ready.categoryId, ready.featureId)) {
    progress(label);
    const f = await run(child, base, reqs);
    out[label] = { ...f, ofBare: Number((f.reqPerSec / Math.max(1, bare.reqPerSec)).toFixed(3)) };
  }
  for (const [label, f] of Object.entries(out)) {
    console.log(
      `| ${label} | ${fmt(f.serialMedianMs)} | ${fmt(f.serialP99Ms)} | ${fmt(f.medianMs)} | ${fmt(f.p99Ms)} | ${fmt(f.reqPerSec, 0)} | ${fmt((f.ofBare ?? 0) * 100)} % | ${f.errors} |`,
    );
  }
  child.send('stop');
  await new Promise((r) => child.once('exit', r));
  console.log(`   (${CONNECTIONS} connections, ${DURATION} s per target; total ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return {
    products: PRODUCTS,
    connections: CONNECTIONS,
    durationS: DURATION,
    seedS: Math.round(ready.seedMs / 1000),
    counts: ready.counts,
    targets: out,
  };
}

async function main() {
  console.log(
    `# Souq store benchmark — node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const result: Record<string, unknown> = { node: process.version, cpus: os.cpus().length, loadavg: os.loadavg() };
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
