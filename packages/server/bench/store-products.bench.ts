/**
 * Store benchmark: the products of a store category (GET /user/category/{id}/products),
 * product search (POST /user/products/search) and filter (POST /user/products/fillter) over
 * 100 000 seeded products, beside a bare Fastify route that returns a fixed page of the same
 * size, in the same run. For each target: median and p99 latency of one client sending one
 * request at a time, then median, p99 and requests per second with 50 connections. No
 * assertions: it reports numbers. Shares its driving code with catalog-search.bench.ts (bench/harness.ts).
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
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import * as h from './harness';
import { answerDrain, countInFlight } from './in-flight';
import { progress } from './seed-catalog';
import { seedProducts } from './seed-products';
import { where, whereLine } from './where';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

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

const SEARCHES: [string, string][] = [
  ['قالب (broad)', 'قالب'],
  ['سيره ذاتيه (taa marbuta, alef folding)', 'سيره ذاتيه'],
  ['ايقونت (typo)', 'ايقونت'],
  ['icon pack (English)', 'icon pack'],
];

function targets(categoryId: number, featureId: number): [string, h.Req[]][] {
  const list = (page: number): h.Req => ({ method: 'GET', path: `/api/v1/user/category/${categoryId}/products?page=${page}` });
  const search = (name: string): h.Req => ({
    method: 'POST',
    path: '/api/v1/user/products/search',
    body: { name, category_id: categoryId },
  });
  return [
    ['list of a category, page 1', [list(1)]],
    ['list of a category, pages 1, 2, 3, 50', [1, 2, 3, 50].map(list)],
    ...SEARCHES.map(([label, term]): [string, h.Req[]] => [`search ${label}`, [search(term)]]),
    ['search, 4 queries mixed', SEARCHES.map(([, term]) => search(term))],
    [
      'filter: price high→low + 1 feature',
      [{ method: 'POST', path: '/api/v1/user/products/fillter', body: { category_id: categoryId, price: 1, features: [featureId] } }],
    ],
  ];
}

// Child: seed, serve the app and the bare route.
async function serve(databaseUrl: string | null) {
  const { config, infra, cleanup } = await h.benchInfrastructure(databaseUrl, 'bench-store');
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
  const port = (a: { server: { address(): unknown } }) => (a.server.address() as { port: number }).port;
  answerDrain();
  h.readyUntilStopped(
    {
      kind: infra.database.kind,
      appPort: port(app),
      barePort: port(bare),
      categoryId,
      featureId: features.data[0]?.id ?? 1,
      seedMs,
      pageBytes: Buffer.byteLength(fixed),
      counts,
    } satisfies Ready,
    [() => bare.close(), () => app.close(), () => infra.database.close(), cleanup],
  );
}

// Parent: every target, a table, and the figures for the JSON line.
async function benchOne(databaseUrl: string | null) {
  const started = performance.now();
  const { child, ready } = await h.startServer<Ready>(fileURLToPath(import.meta.url), databaseUrl);
  const base = `http://127.0.0.1:${ready.appPort}`;
  console.log(
    `\n## ${ready.kind === 'pglite' ? 'PGlite (in-memory, in-process)' : 'PostgreSQL'}: ${PRODUCTS.toLocaleString('en')} products seeded in ${(ready.seedMs / 1000).toFixed(1)} s; page of ${12} = ${ready.pageBytes} bytes`,
  );
  for (const [label, n] of Object.entries(ready.counts)) console.log(`   ${label}: ${n}`);
  console.log(`\n| target | 1 client: median ms | p99 ms | ${h.CONNECTIONS} clients: median ms | p99 ms | req/s | req/s ÷ bare | errors |`);
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  const out: Record<string, h.Figures & { ofBare?: number }> = {};
  const bare = await h.measure(child, `http://127.0.0.1:${ready.barePort}`, [{ method: 'GET', path: '/bare/products' }]);
  out['bare Fastify, fixed page'] = { ...bare, ofBare: 1 };
  for (const [label, reqs] of targets(ready.categoryId, ready.featureId)) {
    progress(label);
    const f = await h.measure(child, base, reqs);
    out[label] = { ...f, ofBare: Number((f.reqPerSec / Math.max(1, bare.reqPerSec)).toFixed(3)) };
  }
  for (const [label, f] of Object.entries(out)) {
    console.log(
      `| ${label} | ${h.fmt(f.serialMedianMs)} | ${h.fmt(f.serialP99Ms)} | ${h.fmt(f.medianMs)} | ${h.fmt(f.p99Ms)} | ${h.fmt(f.reqPerSec, 0)} | ${h.fmt((f.ofBare ?? 0) * 100)} % | ${f.errors} |`,
    );
  }
  await h.stopServer(child);
  console.log(
    `   (${h.CONNECTIONS} connections, ${h.DURATION} s per target; total ${((performance.now() - started) / 1000).toFixed(0)} s; ${whereLine(bare.reqPerSec)})`,
  );
  return {
    products: PRODUCTS,
    connections: h.CONNECTIONS,
    durationS: h.DURATION,
    seedS: Math.round(ready.seedMs / 1000),
    counts: ready.counts,
    targets: out,
    where: where(bare.reqPerSec),
  };
}

if (process.argv.includes('--serve')) await serve(process.env.BENCH_SERVE_URL || null);
else await h.runBench('Souq store benchmark', benchOne);
