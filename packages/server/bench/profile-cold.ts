/**
 * Where a cold search's time goes (the catalogue cache off, the in-memory index current): one
 * process, no sockets, the median of many calls of each layer and the SQL statements one
 * search sends. Seeds the database first when it has fewer than BENCH_PROVIDERS providers.
 *
 *   DATABASE_URL=postgres://…/souq_perf npx tsx bench/profile-cold.ts
 *
 * Layers per query: the whole request through Fastify (inject); the service call (index +
 * cards + DTO); the index's searchProviders (node + its statements); the statements it sends.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app';
import { normalizeArabic } from '../src/lib/arabic-normalize';
import { rowsOf } from '../src/modules/catalog/provider-rows.query';
import { benchInfrastructure } from './harness';
import { seedCatalog } from './seed-catalog';

const N = Number(process.env.RUNS ?? 500);
const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a PostgreSQL database; seeded here when empty)');
let statements = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const { config, infra } = await benchInfrastructure(url, 'prof', { CATALOG_CACHE_TTL_SECONDS: '0' });
const db = infra.database.db;
const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from providers`);
if ((count?.n ?? 0) < PROVIDERS) await seedCatalog(db, PROVIDERS);
const [svc] = await rowsOf<{ id: number }>(db, sql`select id from services where name_en = 'Graphic Design' limit 1`);
const serviceId = svc?.id ?? 1;
const app = await buildApp({ config, ...infra, logger: false });
await app.ready();
const index = app.services.searchIndex;
if (!index || !(await index.ready())) throw new Error('the search index is not current');

async function median(fn: () => unknown): Promise<{ us: number; statements: number }> {
  for (let i = 0; i < 50; i++) await fn();
  const times: number[] = [];
  const before = statements;
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { us: Math.round((times[Math.floor(times.length / 2)] ?? 0) * 1000), statements: (statements - before) / N };
}

const headers = { 'content-type': 'application/json', authorization: 'Bearer null', lang: 'ar' };
const ctx = { lang: 'ar' as const, baseUrl: 'http://bench.local', principal: null };
console.log(
  `${N} calls each, median µs (statements per call); load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log('| query | whole request (inject) | service call | index.searchProviders |\n|---|---:|---:|---:|');
for (const [label, name, sid] of [
  ['احمد', 'احمد', null],
  ['ساره العتيبي', 'ساره العتيبي', null],
  ['مصممة جرافك', 'مصممة جرافك', null],
  ['فيصل in one service', 'فيصل', serviceId],
] as const) {
  const body = sid === null ? { name } : { name, service_id: sid };
  const whole = await median(() => app.inject({ method: 'POST', url: '/api/v1/user/provider/search', headers, payload: body }));
  const service = await median(() =>
    app.services.catalog.searchProviders(ctx as never, { name, ...(sid === null ? {} : { serviceId: sid }), page: 1 }),
  );
  const term = normalizeArabic(name);
  const inIndex = await median(() => index.searchProviders(term, sid, 12, 0));
  const cell = (m: { us: number; statements: number }) => `${m.us} (${m.statements})`;
  console.log(`| ${label} | ${cell(whole)} | ${cell(service)} | ${cell(inIndex)} |`);
}
console.log(`\nindex stats: ${JSON.stringify(index.stats)}`);
await app.close();
await infra.database.close();
process.exit(0);
