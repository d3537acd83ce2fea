/**
 * Cluster benchmark: requests per second of one and of two API processes on this machine, both
 * behind nginx (so the balancer's cost is in both figures), over one PostgreSQL and one Redis,
 * beside the bare route of the same run (bench/where.ts). Targets: a catalogue list (the
 * providers of a service), a search, and a wallet checkout (add a product to the cart, then
 * create the order paid from the wallet: two requests, counted as one checkout). No
 * assertions: it reports numbers.
 *
 *   npm run bench:cluster -- --db=postgres://postgres@127.0.0.1:5432/postgres --redis=redis://127.0.0.1:6379
 *     [--providers=10000] [--seconds=10] [--connections=50] [--checkouts=20] [--only=1|2]
 *
 * `--db` is an admin URL: a database `souq_cluster_bench_<random>` is created and dropped.
 * `--checkouts` is the number of customers checking out at once (each one request at a time).
 */
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/client';
import { createTokenRepository } from '../src/modules/auth/token.repository';
import { createWalletRepository } from '../src/modules/wallet/wallet.repository';
import { makeProvider, makeUser } from '../test/catalog/fixtures';
import { makeProduct, makeStoreCategory } from '../test/commerce/fixtures';
import { startNginx } from '../test/helpers/nginx';
import { freePort, startServer, stop } from '../test/helpers/server-process';
import { flag, temporaryDatabase } from './harness';
import { progress, seedCatalog } from './seed-catalog';
import { bareRouteReqPerSec, where, whereLine } from './where';

const ADMIN_URL = flag('db') || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = flag('redis') || process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const PROVIDERS = Number(flag('providers') || 10_000);
const SECONDS = Number(flag('seconds') || 10);
const CONNECTIONS = Number(flag('connections') || 50);
const CHECKOUTS = Number(flag('checkouts') || 20);
const ONLY = flag('only');

interface Customer {
  token: string;
  ip: string;
}

const address = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

/** req/s and p99 of autocannon on one request through `base`, after a short warm-up (JIT, caches, the search index). */
async function hammer(base: string, path: string, body: unknown) {
  const opts = {
    url: `${base}${path}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', lang: 'ar', 'x-forwarded-for': address() },
    body: JSON.stringify(body),
    timeout: 60,
  };
  await autocannon({ ...opts, connections: 10, duration: 2 });
  const r = await autocannon({ ...opts, connections: CONNECTIONS, duration: SECONDS });
  return { reqPerSec: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.non2xx + r.errors + r.timeouts };
}

/** CHECKOUTS customers, each adding its next product and checking out from the wallet, for SECONDS. */
async function checkouts(base: string, customers: Customer[], products: number[], next: { i: number }) {
  const call = async (c: Customer, url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en', 'x-forwarded-for': c.ip, authorization: `Bearer ${c.token}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as { key?: string }).key === 'success';
  };
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    customers.map(async (c) => {
      while (performance.now() < end && next.i < products.length) {
        const t0 = performance.now();
        const ok =
          (await call(c, '/api/v1/user/cart/add', { product_id: products[next.i++] })) &&
          (await call(c, '/api/v1/user/create-order', { pay_type: 1, coupon: '' }));
        if (ok) {
          done++;
          latencies.push(performance.now() - t0);
        } else failed++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    checkoutsPerSec: Math.round(done / elapsed),
    reqPerSec: Math.round((2 * done) / elapsed),
    p99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN),
    failed,
    ...(next.i >= products.length ? { note: 'ran out of products' } : {}),
  };
}

async function main() {
  console.log(`# Souq cluster benchmark — ${whereLine()}`);
  const tmpDb = await temporaryDatabase(ADMIN_URL, 'souq_cluster_bench');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-cluster-bench-'));
  const children: ChildProcess[] = [];
  let nginx: ChildProcess | null = null;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    DATABASE_URL: tmpDb.url,
    REDIS_URL,
    DATA_DIR: tmp,
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    PUBLIC_URL: 'http://bench.local',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '10000000',
  };
  const results: Record<string, unknown> = {};
  try {
    // startServer waits for the info-level "Souq is up" line.
    // The first start applies the migrations; the catalogue is seeded before the measured
    // processes start, so each builds its search index from it.
    const ports = [await freePort(), await freePort()];
    await stop(await startServer({ ...env, PORT: String(ports[0]) }, 600_000));
    const database = await openDatabase({ url: tmpDb.url, dataDir: null, poolSize: 4 });
    const { db } = database;
    const { serviceId } = await seedCatalog(db, PROVIDERS);
    progress('customers and products for the checkouts');
    const tokens = createTokenRepository(db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
    const wallets = createWalletRepository(db);
    const customers: Customer[] = [];
    for (let i = 0; i < CHECKOUTS; i++) {
      const u = await makeUser(db, `مشتري ${i}`);
      const owner = { role: 'user' as const, id: u.id };
      const at = new Date();
      await wallets.insertEntry(
        owner,
        { kind: 'adjustment', amount: 100_000_000, createdAt: at },
        await wallets.increase(owner, 100_000_000, at),
      );
      customers.push({ token: await tokens.issue('user', u.id), ip: address() });
    }
    // A digital product is bought once per customer: every checkout takes a fresh one.
    const store = await makeProvider(db, 'متجر القياس', { sectionId: 2 });
    const category = await makeStoreCategory(db);
    const products: number[] = [];
    const perRun = Number(flag('products') || 6000);
    for (let i = 0; i < perRun; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, perRun - i) }, (_, k) =>
          makeProduct(db, store.id, category.id, { name: `منتج ${i + k}`, price: 10 }),
        ),
      );
      products.push(...batch.map((p) => p.id));
    }
    await database.close();

    const bare = await bareRouteReqPerSec(SECONDS);
    console.log(`bare route: ${bare} req/s`);
    results.bareReqPerSec = bare;
    const next = { i: 0 };
    for (const n of [1, 2]) {
      if (ONLY && ONLY !== String(n)) continue;
      progress(`${n} API process(es)`);
      for (const port of ports.slice(0, n)) children.push(await startServer({ ...env, PORT: String(port) }, 600_000));
      const front = await startNginx(path.join(tmp, `nginx-${n}`), ports.slice(0, n));
      nginx = front.nginx;
      const base = front.base;
      const figures = {
        'catalogue list': await hammer(base, '/api/v1/user/services/provider', { service_id: serviceId }),
        search: await hammer(base, '/api/v1/user/provider/search', { name: 'احمد' }),
        'wallet checkout': await checkouts(base, customers, products, next),
      };
      results[`${n} process${n > 1 ? 'es' : ''}`] = figures;
      for (const [label, f] of Object.entries(figures)) {
        const pct = ((f.reqPerSec / bare) * 100).toFixed(1);
        console.log(`${n} process(es), ${label}: ${f.reqPerSec} req/s (${pct} % of bare), p99 ${f.p99Ms} ms, ${JSON.stringify(f)}`);
      }
      console.log(`   ${whereLine(bare)}`);
      nginx?.kill('SIGTERM');
      nginx = null;
      await Promise.all(children.splice(0).map(stop));
    }
    results.where = where(bare);
  } finally {
    nginx?.kill('SIGTERM');
    await Promise.all(children.map(stop));
    await tmpDb.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`after: ${whereLine()}`);
  console.log(
    JSON.stringify({
      date: new Date().toISOString(),
      providers: PROVIDERS,
      seconds: SECONDS,
      connections: CONNECTIONS,
      checkouts: CHECKOUTS,
      results,
    }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
