/**
 * Catalogue benchmark (the two hottest public calls): POST /user/provider/search and POST /user/services/provider
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
 * figures per target, and the cached/bare and cold/bare req/s ratios), --writes (one
 * catalogue write a second while each cold target runs — a rating, an offer's description, a
 * provider's name, in turn — from a connection of its own on PostgreSQL (as another process
 * would), through the app's database on PGlite; each cold target then reports how its
 * searches were answered: from the in-memory index or by the SQL path, and the index's
 * patches and builds meanwhile), --targets=typo,mixed (only the targets whose label holds one
 * of the words; the bare route always runs). BENCH_NODE_ARGS adds node flags to the server
 * (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 * The server (app + database + bare route) runs in a child process (bench/harness.ts).
 */
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import {
  CONNECTIONS,
  DURATION,
  type Figures,
  flag,
  fmt,
  benchInfrastructure,
  measure,
  type Req,
  readyUntilStopped,
  runBench,
  startServer,
  stopServer,
} from './harness';
import { createCatalogRepository } from '../src/modules/catalog/catalog.repository';
import { createProviderSearchIndex } from '../src/modules/catalog/provider-search-index';
import { answerDrain, countInFlight } from './in-flight';
import { progress, seedCatalog } from './seed-catalog';
import { where, whereLine } from './where';
import { normalizeArabic } from '../src/lib/arabic-normalize';
import type { SearchIndexStats } from '../src/modules/catalog/provider-search-index';

const PROVIDERS = Number(process.env.BENCH_PROVIDERS ?? 100_000);
const MODES = new Set((flag('modes') || 'cached,cold,bare').split(','));
const WRITES = flag('writes') !== undefined;
/** --targets=typo,mixed: only the targets whose label contains one of these words (the bare route always runs). */
const ONLY = (flag('targets') || '').split(',').filter(Boolean);

/** What the cold app's index did while a target ran with --writes. */
interface DuringWrites {
  writes: number;
  failedWrites: number;
  memory: number;
  sql: number;
  patches: number;
  builds: number;
  similarReads: number;
}

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
  /** The search's in-memory index: one build's time and the heap it holds (null when SEARCH_INDEX=off). */
  index: { buildMs: number; heapBeforeMB: number; heapAfterMB: number } | null;
}

/** Heap in use after a full collection (the child runs with --expose-gc), in MB. */
function heapMB(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1e5) / 10;
}

/** One more build of the search index, measured alone: its time and the heap before and while it is held. */
async function measureIndex(db: Parameters<typeof createCatalogRepository>[0]): Promise<Ready['index']> {
  const heapBeforeMB = heapMB();
  const index = createProviderSearchIndex(db, createCatalogRepository(db), { mode: 'wait' });
  if (!(await index.ready())) return null;
  const heapAfterMB = heapMB();
  await index.close();
  return { buildMs: Math.round(index.stats.lastBuildMs), heapBeforeMB, heapAfterMB };
}

function searchBodies(serviceId: number): [string, Record<string, unknown>][] {
  return [
    ['احمد (all providers; finds أحمد, الأحمدي)', { name: 'احمد' }],
    ['ساره العتيبي (taa marbuta)', { name: 'ساره العتيبي' }],
    ['مصممة جرافك (one-letter typo)', { name: 'مصممة جرافك' }],
    ['فيصل in one service', { name: 'فيصل', service_id: serviceId }],
  ];
}

// Child: seed, serve the app (cached and cold) and the bare route.
async function serve(databaseUrl: string | null) {
  const { config, infra, cleanup } = await benchInfrastructure(databaseUrl, 'bench');
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
  const fixed = (await app.inject({ method: 'POST', url: '/api/v1/user/services/provider', payload: { service_id: serviceId } })).body;
  const bare = Fastify({ logger: false });
  countInFlight(bare);
  bare.post('/bare/providers', async (_req, reply) => reply.type('application/json; charset=utf-8').send(fixed));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  // Cold searches are measured from the index, as a server answers once it is built.
  const indexes = [app, cold].map((a) => a.services.searchIndex).filter((x) => x !== null);
  for (const index of indexes) await index.ready();
  const index = indexes.length ? await measureIndex(infra.database.db) : null;
  progress('app listening');
  const counts: Record<string, number> = {};
  for (const [label, body] of searchBodies(serviceId)) {
    progress(`checking ${label}`);
    const r = await app.inject({ method: 'POST', url: '/api/v1/user/provider/search', payload: body });
    const json = r.json() as { key: string; data: { pagination: { total_items: number } } };
    counts[label] = json.key === 'success' ? json.data.pagination.total_items : -1;
  }
  const port = (a: { server: { address(): unknown } }) => (a.server.address() as { port: number }).port;
  answerDrain();
  const { connection } = infra.database;
  answerWrites(databaseUrl, 'pglite' in connection ? connection.pglite : null, cold.services.searchIndex?.stats ?? null);
  readyUntilStopped(
    {
      kind: infra.database.kind,
      appPort: port(app),
      coldPort: port(cold),
      barePort: port(bare),
      serviceId,
      seedMs,
      pageBytes: Buffer.byteLength(fixed),
      counts,
      index,
    } satisfies Ready,
    [() => bare.close(), () => cold.close(), () => app.close(), () => infra.database.close(), cleanup],
  );
}

const NAMES = ['أحمد الشهري', 'سارة العتيبي', 'فيصل الحربي', 'نورة القحطاني', 'محمد الغامدي'];
const TEXTS = ['تصميم شعارات وهويات بصرية', 'ترجمة معتمدة سريعة', 'تطوير مواقع ومتاجر', 'كتابة محتوى تسويقي'];

/**
 * Child: on 'writes:start', one catalogue write a second (a rating, an offer's description, a
 * provider's name, in turn, on a random seeded provider); on 'writes:stop', the count and what
 * the cold app's index did meanwhile.
 */
function answerWrites(
  databaseUrl: string | null,
  pglite: { query(text: string, values: unknown[]): Promise<unknown> } | null,
  stats: SearchIndexStats | null,
) {
  let timer: NodeJS.Timeout | null = null;
  let client: pg.Client | null = null;
  let writes = 0;
  let failedWrites = 0;
  let before: SearchIndexStats | null = null;
  const exec = async (text: string, values: unknown[]) => {
    await (client ?? pglite)?.query(text, values);
  };
  const write = async () => {
    const id = 1 + Math.floor(Math.random() * PROVIDERS);
    const k = writes + failedWrites;
    try {
      if (k % 3 === 0)
        await exec('update providers set rate_avg = $2, rate_count = rate_count + 1 where id = $1', [id, Math.floor(Math.random() * 500)]);
      else if (k % 3 === 1) {
        const text = TEXTS[k % TEXTS.length] as string;
        await exec(
          'update provider_services set description = $2, search_text = $3 where id = (select min(id) from provider_services where provider_id = $1)',
          [id, text, normalizeArabic(text)],
        );
      } else {
        const name = NAMES[k % NAMES.length] as string;
        await exec('update providers set name = $2, search_name = $3 where id = $1', [id, name, normalizeArabic(name)]);
      }
      writes++;
    } catch {
      failedWrites++;
    }
  };
  process.on('message', async (m) => {
    if (m === 'writes:start') {
      if (databaseUrl) {
        client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
      }
      writes = 0;
      failedWrites = 0;
      before = stats ? { ...stats } : null;
      timer = setInterval(() => void write(), 1000);
      process.send!('writes:started');
    }
    if (m === 'writes:stop') {
      if (timer) clearInterval(timer);
      await client?.end();
      client = null;
      const d = (k: keyof SearchIndexStats) => (stats && before ? stats[k] - before[k] : 0);
      process.send!({
        writes,
        failedWrites,
        memory: d('memory'),
        sql: d('sql'),
        patches: d('patches'),
        builds: d('builds'),
        similarReads: d('similarReads'),
      } satisfies DuringWrites);
    }
  });
}

/** Parent: `run` with one catalogue write a second in the child meanwhile; what the cold index did. */
async function withWrites<T>(child: import('node:child_process').ChildProcess, run: () => Promise<T>): Promise<[T, DuringWrites]> {
  const reply = <R>(): Promise<R> =>
    new Promise((resolve) => {
      const on = (m: unknown) => {
        if (m === 'drained') return;
        child.off('message', on);
        resolve(m as R);
      };
      child.on('message', on);
    });
  const started = reply<string>();
  child.send('writes:start');
  await started;
  const result = await run();
  const stopped = reply<DuringWrites>();
  child.send('writes:stop');
  return [result, await stopped];
}

// Parent: every target, a table, the ratios to the bare route.
async function benchOne(databaseUrl: string | null): Promise<Record<string, Record<string, Figures> | number | ReturnType<typeof where>>> {
  const started = performance.now();
  const { child, ready } = await startServer<Ready>(fileURLToPath(import.meta.url), databaseUrl);
  console.log(
    `\n## ${ready.kind === 'pglite' ? 'PGlite (in-memory, in-process)' : 'PostgreSQL'}: ${PROVIDERS.toLocaleString('en')} providers seeded in ${(ready.seedMs / 1000).toFixed(1)} s; page of 12 = ${ready.pageBytes} bytes`,
  );
  for (const [label, n] of Object.entries(ready.counts)) console.log(`   matches for ${label}: ${n}`);
  const ix = ready.index;
  console.log(
    ix
      ? `   search index: built in ${ix.buildMs} ms; heap ${ix.heapBeforeMB} MB before, ${ix.heapAfterMB} MB while held (+${(ix.heapAfterMB - ix.heapBeforeMB).toFixed(1)} MB)`
      : '   search index: off',
  );
  const search = (body: Record<string, unknown>): Req => ({ method: 'POST', path: '/api/v1/user/provider/search', body });
  const bodies = searchBodies(ready.serviceId).map(([, b]) => search(b));
  const list = [1, 2, 3, 50].map(
    (page): Req => ({ method: 'POST', path: '/api/v1/user/services/provider', body: { service_id: ready.serviceId, page } }),
  );
  const targets: [string, string, string, Req[]][] = [];
  for (const [mode, port] of [
    ['cached', ready.appPort],
    ['cold', ready.coldPort],
  ] as const) {
    if (!MODES.has(mode)) continue;
    const root = `http://127.0.0.1:${port}`;
    targets.push(
      [mode, 'search: 4 Arabic queries mixed', root, bodies],
      [mode, 'search: احمد (broad)', root, [bodies[0]!]],
      [mode, 'search: مصممة جرافك (typo)', root, [bodies[2]!]],
      [mode, 'search: ساره العتيبي (narrow)', root, [bodies[1]!]],
      [mode, 'list: /user/services/provider, pages 1, 2, 3, 50', root, list],
    );
  }
  if (MODES.has('bare'))
    targets.push([
      'bare',
      'Fastify, fixed page',
      `http://127.0.0.1:${ready.barePort}`,
      [{ method: 'POST', path: '/bare/providers', body: {} }],
    ]);
  const out: Record<string, Record<string, Figures> | number | ReturnType<typeof where>> = {
    providers: PROVIDERS,
    connections: CONNECTIONS,
    durationS: DURATION,
  };
  if (ix) out.searchIndex = ix as unknown as Record<string, Figures>;
  console.log(`\n| target | 1 client: median ms | p99 ms | ${CONNECTIONS} clients: median ms | p99 ms | req/s | non-2xx+errors |`);
  console.log(`|---|---:|---:|---:|---:|---:|---:|`);
  const during: Record<string, DuringWrites> = {};
  for (const [mode, label, base, reqs] of targets) {
    if (ONLY.length && mode !== 'bare' && !ONLY.some((w) => label.includes(w))) continue;
    let f: Figures;
    if (WRITES && mode === 'cold' && label.startsWith('search')) {
      const [figures, d] = await withWrites(child, () => measure(child, base, reqs));
      f = figures;
      during[label] = d;
    } else f = await measure(child, base, reqs);
    const byLabel = (out[mode] ?? {}) as Record<string, Figures>;
    byLabel[label] = f;
    out[mode] = byLabel;
    console.log(
      `| ${mode} ${label} | ${fmt(f.serialMedianMs)} | ${fmt(f.serialP99Ms)} | ${fmt(f.medianMs)} | ${fmt(f.p99Ms)} | ${fmt(f.reqPerSec, 0)} | ${f.errors} |`,
    );
  }
  if (WRITES) {
    out.duringWrites = during as unknown as Record<string, Figures>;
    for (const [label, d] of Object.entries(during)) {
      console.log(
        `   with one write a second, cold ${label}: ${d.writes} writes (${d.failedWrites} failed); searches ${d.memory} from memory, ${d.sql} by SQL; index ${d.patches} patches, ${d.builds} builds, ${d.similarReads} similar-word reads`,
      );
    }
  }
  await stopServer(child);
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
  console.log(
    `   (${CONNECTIONS} connections, ${DURATION} s per target; total ${((performance.now() - started) / 1000).toFixed(0)} s; ${whereLine(bare)})`,
  );
  out.where = where(bare);
  return out;
}

if (process.argv.includes('--serve')) await serve(process.env.BENCH_SERVE_URL || null);
else await runBench('Souq catalogue benchmark', benchOne);
