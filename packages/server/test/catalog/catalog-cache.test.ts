import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/db/client';
import { providers, providerServices } from '../../src/db/schema';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import { makeCategory, makeProvider, makeService, offer } from './fixtures';

/**
 * Provider lists and searches are cached per catalogue version (catalog-cache.ts): a page is
 * reused while nothing in the catalogue changes and recomputed after any catalogue write.
 */
describe('catalogue result cache', () => {
  const t = useTestApp();
  let serviceId = 0;
  let svc: Awaited<ReturnType<typeof makeService>>;
  let firstId = 0;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db, 'كتابة', 'Writing');
    svc = await makeService(db, cat.id, 'ترجمة', 'Translation');
    serviceId = svc.id;
    const a = await makeProvider(db, 'مترجم أول', { rateAvg: 500 });
    await offer(db, a.id, svc, { price: 100 });
    firstId = a.id;
    const b = await makeProvider(db, 'مترجم ثان', { rateAvg: 400 });
    await offer(db, b.id, svc, { price: 200 });
  });

  const list = () => t.post('/api/v1/user/services/provider', { service_id: serviceId }, { lang: 'en' });
  const search = (name: string) => t.post('/api/v1/user/provider/search', { name }, { lang: 'en' });

  /** A write that fires no triggers (so the catalogue version stays), to tell a cached page from a fresh one. */
  async function silently(app: TestApp, write: (tx: Db) => Promise<unknown>) {
    await app.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await write(tx as unknown as Db);
    });
  }

  it('reuses a page while the catalogue is unchanged', async () => {
    const before = await list();
    assert.equal(before.data.data[0].name, 'مترجم أول');
    await silently(t, (tx) => tx.update(providers).set({ name: 'اسم لم يظهر بعد' }).where(eq(providers.id, firstId)));
    const again = await list();
    assert.equal(again.data.data[0].name, 'مترجم أول', 'the second request is served from the cache');
  });

  it('keeps each language apart and sends a hit as the same bytes and headers as the miss', async () => {
    const ask = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/provider/search',
        headers: { lang, 'content-type': 'application/json' },
        payload: { name: 'مترجم', page: 1 },
      });
    const ar = await ask('ar');
    const en = await ask('en');
    const arAgain = await ask('ar');
    // The same input written otherwise (a string page, a query-string field) gets the same answer.
    const asText = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/provider/search?page=1',
      headers: { lang: 'ar', 'content-type': 'application/json' },
      payload: { name: 'مترجم', page: '1' },
    });
    assert.equal(asText.body, ar.body);
    assert.notEqual(ar.json().msg, en.json().msg, 'the message is in the asker’s language');
    assert.deepEqual(ar.json().data, en.json().data);
    assert.equal(arAgain.body, ar.body);
    for (const res of [ar, en, arAgain]) {
      assert.equal(res.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
  });

  it('shows any catalogue write on the next request: new provider, changed price, unapproved provider', async () => {
    const db = t.app.deps.db;
    const c = await makeProvider(db, 'مترجم ثالث', { rateAvg: 450 });
    await offer(db, c.id, svc, { price: 300 });
    const withNew = await list();
    assert.deepEqual(
      withNew.data.data.map((p: { name: string }) => p.name),
      ['اسم لم يظهر بعد', 'مترجم ثالث', 'مترجم ثان'],
    );
    assert.equal(withNew.data.pagination.total_items, 3);

    await db.update(providerServices).set({ price: 9900 }).where(eq(providerServices.providerId, c.id));
    const repriced = await list();
    assert.equal(repriced.data.data[1].price, 99);

    await db.update(providers).set({ isApproved: false }).where(eq(providers.id, c.id));
    const hidden = await list();
    assert.equal(hidden.data.pagination.total_items, 2);
  });

  it('caches searches the same way', async () => {
    const first = await search('مترجم');
    assert.equal(first.data.pagination.total_items, 2);
    await silently(t, (tx) => tx.update(providers).set({ searchName: 'لا شيء', searchDoc: 'لا شيء' }).where(eq(providers.id, firstId)));
    assert.equal((await search('مترجم')).data.pagination.total_items, 2, 'served from the cache');
    await makeProvider(t.app.deps.db, 'مترجم جديد', { rateAvg: 100 });
    // The search index (provider-search-index.ts) reads again the providers a write names: the
    // silent write's provider is named by a write of it with its triggers on.
    await t.app.deps.db.update(providers).set({ rateAvg: 500 }).where(eq(providers.id, firstId));
    // The writes bump the version: the search is recomputed and sees both changes.
    const fresh = await search('مترجم');
    assert.deepEqual(fresh.data.data.map((p: { name: string }) => p.name).sort(), ['مترجم ثان', 'مترجم جديد'].sort());
  });

  it("shows another process's write once its notification arrives (PostgreSQL: the version is not read on every hit)", async (ctx) => {
    const url = t.config.databaseUrl;
    if (!url) return ctx.skip('PGlite: one process, every hit reads the version');
    const before = await list();
    assert.equal(before.data.data.find((p: { id: number }) => p.id === firstId)?.price, 100);
    // Another server process: its own connection, not this app's pool.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('update provider_services set price = 4200 where provider_id = $1', [firstId]);
    } finally {
      await other.end();
    }
    let seen: number | undefined;
    for (let i = 0; i < 200 && seen !== 42; i++) {
      seen = (await list()).data.data.find((p: { id: number }) => p.id === firstId)?.price;
      if (seen !== 42) await new Promise((r) => setTimeout(r, 25));
    }
    assert.equal(seen, 42);
  });

  it('is off with CATALOG_CACHE_TTL_SECONDS=0', async () => {
    const cold = await createTestApp({ env: { CATALOG_CACHE_TTL_SECONDS: '0' } });
    try {
      const db = cold.app.deps.db;
      const cat = await makeCategory(db);
      const svc = await makeService(db, cat.id, 'شعارات', 'Logos');
      const p = await makeProvider(db, 'مصمم', { rateAvg: 100 });
      await offer(db, p.id, svc);
      const ask = () => cold.post('/api/v1/user/services/provider', { service_id: svc.id });
      assert.equal((await ask()).data.data[0].name, 'مصمم');
      await silently(cold, (tx) => tx.update(providers).set({ name: 'مصمم شعارات' }).where(eq(providers.id, p.id)));
      assert.equal((await ask()).data.data[0].name, 'مصمم شعارات');
    } finally {
      await cold.close();
    }
  });
});
