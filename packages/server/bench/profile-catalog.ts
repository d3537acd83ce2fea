/**
 * Where the catalogue's time goes, query by query, without HTTP: seeds BENCH_PROVIDERS
 * (default 100 000) providers into an in-memory PGlite (or DATABASE_URL), then prints the
 * median of N runs of each repository call and EXPLAIN ANALYZE of the list queries.
 *
 *   pnpm --filter @souq/server exec tsx bench/profile-catalog.ts
 */
import { sql } from 'drizzle-orm';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { normalizeArabic } from '../src/lib/arabic-normalize';
import { benchInfrastructure } from './harness';
import { seedCatalog } from './seed-catalog';
import { sortedTimings } from './timings';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 7);

const { infra } = await benchInfrastructure(process.env.DATABASE_URL ?? null, 'prof');
const db = infra.database.db;
const { serviceId } = await seedCatalog(db, PROVIDERS);
const repo = createCatalogRepository(db);

async function median(label: string, fn: () => Promise<unknown>) {
  await fn();
  const times = await sortedTimings(fn, RUNS);
  console.log(`${label.padEnd(40)} ${times[Math.floor(times.length / 2)]!.toFixed(1).padStart(8)} ms`);
}

for (const [label, term, sid] of [
  ['search احمد', 'احمد', null],
  ['search ساره العتيبي', 'ساره العتيبي', null],
  ['search مصممة جرافك', 'مصممة جرافك', null],
  ['search فيصل in service', 'فيصل', serviceId],
  ['search page 3 of احمد', 'احمد', null],
] as const) {
  const offset = label.includes('page 3') ? 24 : 0;
  await median(label, () => repo.searchProviders(normalizeArabic(term), sid, 12, offset));
}
await median('list of a service', () => repo.listProviders({ serviceId, sort: 'rate_desc', limit: 12, offset: 0 }));
await median('list of a service, price asc', () => repo.listProviders({ serviceId, sort: 'price_asc', limit: 12, offset: 0 }));
await median('list of a service, page 50', () => repo.listProviders({ serviceId, sort: 'rate_desc', limit: 12, offset: 588 }));
await median('list of all providers', () => repo.listProviders({ serviceId: null, sort: 'rate_desc', limit: 12, offset: 0 }));

if (process.env.EXPLAIN) {
  for (const q of process.env.EXPLAIN.split(';;')) {
    const res = (await db.execute(sql.raw(`explain (analyze, buffers off) ${q.replaceAll('$SERVICE', String(serviceId))}`))) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(`\n${q}\n${res.rows.map((r) => Object.values(r)[0]).join('\n')}`);
  }
}
await infra.database.close?.();
process.exit(0);
