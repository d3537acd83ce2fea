import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { providerServices, providers } from '../../src/db/schema';
import { sharedReads } from '../../src/modules/catalog/catalog-cache';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeExperience, makeProvider, makeService, offer } from './fixtures';

/**
 * The provider list reads its pages from provider_services alone (migration 0006: the
 * provider's visibility and rating are copied there by triggers) and answers the page and
 * the total in one statement. Cache off, so every request runs the queries.
 */
describe('provider list pages and totals (listing copy kept by triggers)', () => {
  const t = useTestApp({ env: { CATALOG_CACHE_TTL_SECONDS: '0' } });
  let svc: Awaited<ReturnType<typeof makeService>>;
  const ids: number[] = [];

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    svc = await makeService(db, cat.id, 'رسوم متحركة', 'Animation');
    // 14 providers: rates 300, 200, 100 repeating, prices repeating so ties need the id.
    for (let i = 0; i < 14; i++) {
      const p = await makeProvider(db, `رسام ${i}`, { rateAvg: [300, 200, 100][i % 3] });
      await offer(db, p.id, svc, { price: [100, 200][i % 2] });
      ids.push(p.id);
    }
  });

  const list = (body: Record<string, unknown>) => t.post('/user/provider/fillter', { service_id: svc.id, ...body }, { token: null });
  const idsOf = (r: { data: { data: { id: number }[] } }) => r.data.data.map((p) => p.id);
  const allPages = async (body: Record<string, unknown> = {}) => [
    ...idsOf(await list({ ...body, page: 1 })),
    ...idsOf(await list({ ...body, page: 2 })),
  ];

  it('pages follow the sort then id, with the exact total on every page and past the end', async () => {
    const rate = (id: number) => [300, 200, 100][ids.indexOf(id) % 3]!;
    const price = (id: number) => [100, 200][ids.indexOf(id) % 2]!;
    assert.deepEqual(
      await allPages(),
      [...ids].sort((a, b) => rate(b) - rate(a) || a - b),
    );
    assert.deepEqual(
      await allPages({ sort: 'price_asc' }),
      [...ids].sort((a, b) => price(a) - price(b) || rate(b) - rate(a) || a - b),
    );
    assert.deepEqual(
      await allPages({ sort: 'price_desc' }),
      [...ids].sort((a, b) => price(b) - price(a) || rate(b) - rate(a) || a - b),
    );
    for (const page of [1, 2, 7]) {
      const r = await list({ page });
      assert.equal(r.data.pagination.total_items, 14);
      assert.equal(r.data.pagination.last_page, 2);
      assert.equal(r.data.data.length, [12, 2, 0][[1, 2, 7].indexOf(page)]);
    }
  });

  it("follows the provider's rating, approval, activity and experience (triggers on providers)", async () => {
    const db = t.app.deps.db;
    const last = ids[ids.length - 1]!;
    await db.update(providers).set({ rateAvg: 500 }).where(eq(providers.id, last));
    assert.equal(idsOf(await list({}))[0], last, 'a new rating moves the provider up');
    await db.update(providers).set({ isApproved: false }).where(eq(providers.id, last));
    let r = await list({});
    assert.ok(!idsOf(r).includes(last));
    assert.equal(r.data.pagination.total_items, 13);
    await db.update(providers).set({ isApproved: true, isActive: false }).where(eq(providers.id, last));
    assert.equal((await list({})).data.pagination.total_items, 13, 'inactive providers are not listed');
    await db.update(providers).set({ isActive: true }).where(eq(providers.id, last));
    r = await list({});
    assert.equal(r.data.pagination.total_items, 14);
    assert.equal(idsOf(r)[0], last);
    const expert = await makeExperience(db, 'خبير', 'Expert');
    assert.equal((await list({ experience_id: expert.id })).data.pagination.total_items, 0);
    await db.update(providers).set({ experienceId: expert.id }).where(eq(providers.id, last));
    assert.deepEqual(idsOf(await list({ experience_id: expert.id })), [last], 'the experience filter follows the provider');
  });

  it('copies the listing into offers written later, and ignores writes to the copy', async () => {
    const db = t.app.deps.db;
    const hidden = await makeProvider(db, 'رسام مخفي', { approved: false, rateAvg: 500 });
    await offer(db, hidden.id, svc);
    assert.ok(!idsOf(await list({})).includes(hidden.id), 'an offer of a hidden provider is not listed');
    await db.update(providerServices).set({ listed: true, providerRate: 999 }).where(eq(providerServices.providerId, hidden.id));
    const [row] = await db.select().from(providerServices).where(eq(providerServices.providerId, hidden.id));
    assert.equal(row!.listed, false);
    assert.equal(row!.providerRate, 500);
    const shown = await makeProvider(db, 'رسام جديد', { rateAvg: 1 });
    await offer(db, shown.id, svc);
    const r = await list({ page: 2 });
    assert.equal(idsOf(r).at(-1), shown.id);
    assert.equal(r.data.pagination.total_items, 15);
    await db.execute(sql`delete from provider_services where provider_id in (${hidden.id}, ${shown.id})`);
  });

  it('search: the total is the exact match count on every page, past the end too', async () => {
    const search = (page: number) => t.post('/user/provider/search', { name: 'رسام', page }, { token: null });
    // The 14, plus the visible one without offers left by the previous test (not the hidden one).
    const first = await search(1);
    assert.equal(first.data.pagination.total_items, 15);
    assert.equal(first.data.data.length, 12);
    const second = await search(2);
    assert.equal(second.data.data.length, 3);
    assert.equal(new Set([...idsOf(first), ...idsOf(second)]).size, 15);
    const past = await search(5);
    assert.deepEqual(past.data.data, []);
    assert.equal(past.data.pagination.total_items, 15);
  });
});

describe('sharedReads (catalogue version reads shared by concurrent cache hits)', () => {
  it('gives every caller a read that started after its call; callers meanwhile share one read', async () => {
    let started = 0;
    const gates: (() => void)[] = [];
    const read = sharedReads(
      () =>
        new Promise<number>((resolve) => {
          const n = ++started;
          gates.push(() => resolve(n));
        }),
    );
    const a = read(); // starts read 1
    const b = read(); // arrives during read 1: waits for read 2
    const c = read(); // shares read 2 with b
    assert.equal(started, 1);
    gates[0]!();
    assert.equal(await a, 1);
    await new Promise((r) => setImmediate(r));
    assert.equal(started, 2);
    gates[1]!();
    assert.deepEqual([await b, await c], [2, 2]);
    const d = read(); // nothing running: a read of its own
    assert.equal(started, 3);
    gates[2]!();
    assert.equal(await d, 3);
  });

  it('passes a failed read to its callers and recovers', async () => {
    let n = 0;
    const read = sharedReads(async () => {
      n++;
      if (n === 1) throw new Error('down');
      return n;
    });
    await assert.rejects(read(), /down/);
    assert.equal(await read(), 2);
  });
});
