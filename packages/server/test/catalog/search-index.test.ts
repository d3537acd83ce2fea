import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { seedCatalog } from '../../bench/seed-catalog';
import { providers, services } from '../../src/db/schema';
import { normalizeArabic } from '../../src/lib/arabic-normalize';
import { createCatalogRepository } from '../../src/modules/catalog/catalog.repository';
import { rowsOf } from '../../src/modules/catalog/provider-rows.query';
import type { SearchPage } from '../../src/modules/catalog/provider-search.repository';
import { COUNT_CAP } from '../../src/modules/catalog/search-words';
import { createProviderSearchIndex } from '../../src/modules/catalog/provider-search-index';
import { createTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import { makeCategory, makeProduct, makeProvider, makeService, offer } from './fixtures';

/**
 * The provider search's in-memory index (provider-search-index.ts) answers exactly as the
 * SQL path (provider-search.repository.ts searchProviders): same providers, order, total,
 * totalExact and hasMore; and a write is seen by the next search.
 */
describe('provider search: in-memory index = SQL', () => {
  const t = useTestApp();
  let graphic = 0;
  let translation = 0;

  before(async () => {
    const db = t.app.deps.db;
    // 4 000 providers (≈5 % hidden), ≈5 300 offers over 20 services (the benchmark's seed)…
    graphic = (await seedCatalog(db, 4000)).serviceId;
    const [tr] = await db.select({ id: services.id }).from(services).where(eq(services.nameEn, 'Translation'));
    translation = tr!.id;
    // …with CVs on three quarters of them (a word in 1 000+ documents: past COUNT_CAP), and some inactive.
    const cvs = ['مصمم محترف بخبرة عشر سنوات في التصميم', 'مترجم معتمد ومدقق لغوي', 'مطور تطبيقات ومواقع ويب', ''];
    const folded = cvs.map(normalizeArabic);
    await db.execute(
      sql`update providers set cv = ${JSON.stringify(cvs)}::jsonb ->> (id % 4)::int, search_cv = ${JSON.stringify(folded)}::jsonb ->> (id % 4)::int`,
    );
    await db.execute(sql`update providers set is_active = false where id % 53 = 0`);
  });

  const TERMS = [
    // broad (past COUNT_CAP or near it), narrow, names
    'احمد',
    'مصمم',
    'جرافيك',
    'خبره',
    'تصميم',
    'ساره العتيبي',
    'نوره القحطاني',
    'فيصل',
    'عبدالله الشهري',
    // typos (typo tolerance under FUZZY_CUTOFF exact matches)
    'مصممه جرافك',
    'القحطنى',
    'العتيبى',
    'مترجمه معتمده',
    'تطوبر',
    'سلمن الدوسرى',
    'محاسبت',
    // words of 1–2 letters beside longer ones, short terms
    'ال مصمم',
    'مد احمد',
    'ي ريم',
    'علي',
    'لمى',
    'جود',
    // mixed: Arabic and English, services' names, descriptions, several words
    'احمد مصمم',
    'professional fast',
    'web',
    'ترجمه',
    'seo',
    'محاسبه',
    'خالد الحربي جوده',
    'موشن',
    'تسليم سريع مطور',
    'مطور تطبيقات ومواقع ويب',
    'نيس موجود',
  ];

  it('answers every term, with and without a service, on several pages (past COUNT_CAP too) as the SQL does', async () => {
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'wait' });
    assert.ok(await index.ready(), 'the index is built and current');
    let past = 0;
    let fuzzy = 0;
    for (const raw of TERMS) {
      const term = normalizeArabic(raw);
      for (const serviceId of [null, graphic, translation]) {
        for (const offset of [0, 12, 48, COUNT_CAP - 12, COUNT_CAP - 4, COUNT_CAP + 36]) {
          const memory = await index.fromMemory(term, serviceId, 12, offset);
          const bySql = await repo.searchProviders(term, serviceId, 12, offset);
          assert.ok(memory, `${raw}: answered from memory`);
          assert.deepEqual(memory, bySql, `${raw} service ${serviceId} offset ${offset}`);
          if (!bySql.totalExact) past++;
          if (offset === 0 && bySql.rows.length && bySql.total < 500) fuzzy++;
        }
      }
    }
    assert.ok(past > 10, `pages past COUNT_CAP were compared (${past})`);
    assert.ok(fuzzy > 10, `searches under FUZZY_CUTOFF were compared (${fuzzy})`);
    await index.close();
  });

  it('sees a write on the next search: a rename, a hidden provider, a new offer', async () => {
    const db = t.app.deps.db;
    const index = t.app.services.searchIndex;
    const search = async (name: string) => {
      const before = index?.stats.memory ?? 0;
      const r = await t.post('/user/provider/search', { name }, { token: null });
      // SEARCH_INDEX=off runs the same checks on the SQL path.
      if (index) assert.equal(index.stats.memory, before + 1, `${name}: answered from memory`);
      return r.data.data.map((p: { id: number }) => p.id) as number[];
    };
    const p = await makeProvider(db, 'زبرجد الفريد');
    assert.deepEqual(await search('زبرجد'), [p.id]);
    await db
      .update(providers)
      .set({ name: 'ياقوت الفريد', searchName: normalizeArabic('ياقوت الفريد') })
      .where(eq(providers.id, p.id));
    assert.deepEqual(await search('زبرجد'), [], 'the old name is gone');
    assert.deepEqual(await search('ياقوت'), [p.id], 'the new name is found');
    await db.update(providers).set({ isApproved: false }).where(eq(providers.id, p.id));
    assert.deepEqual(await search('ياقوت'), [], 'a hidden provider is gone');
    await db.update(providers).set({ isApproved: true }).where(eq(providers.id, p.id));
    const cat = await makeCategory(db, 'فنون', 'Arts');
    const svc = await makeService(db, cat.id, 'خط عربي', 'Calligraphy');
    assert.deepEqual(await search('زخرفه'), []);
    await offer(db, p.id, svc, { description: 'زخرفة ولوحات' });
    assert.deepEqual(await search('زخرفه'), [p.id], 'a new offer’s description is found');
    assert.deepEqual(await search('خط عربي'), [p.id], 'and its service’s name');
  });

  /** Until `done` holds (a notification of another process arrives in a few ms). */
  async function until(done: () => Promise<boolean>, what: string) {
    for (let i = 0; i < 200; i++) {
      if (await done()) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    assert.fail(what);
  }

  it("PostgreSQL: another process's write, bumped before a build and committed after its snapshot, is patched in when its notification comes", async (ctx) => {
    const url = t.config.databaseUrl;
    if (!url) return ctx.skip('PGlite: one process, its transactions never overlap a build');
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'on' });
    const p = await makeProvider(db, 'كهرمان القديم');
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      // The version is bumped now; the rename is committed only after the index is built.
      await other.query('begin');
      await other.query('update providers set name = $1, search_name = $1 where id = $2', ['مرجان الجديد', p.id]);
      assert.ok(await index.ready(), 'built while the write is open: the version is already the new one');
      const stale = await index.fromMemory(normalizeArabic('كهرمان'), null, 12, 0);
      assert.deepEqual(
        stale?.rows.map((r) => r.id),
        [p.id],
        'the snapshot has the old name',
      );
      await other.query('commit');
    } finally {
      await other.end();
    }
    const builds = index.stats.builds;
    // Its notification names the provider: the index reads them again, without a build.
    await until(async () => (await index.fromMemory(normalizeArabic('مرجان'), null, 12, 0))?.rows[0]?.id === p.id, 'patched');
    assert.deepEqual((await index.fromMemory(normalizeArabic('كهرمان'), null, 12, 0))?.rows, [], 'the old name is gone');
    assert.equal(index.stats.builds, builds, 'no build');
    assert.ok(index.stats.patches > 0);
    await index.close();
  });

  it('a catalogue write patches the index in place (no build) and the next search answers from memory as the SQL does', async () => {
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'on' });
    assert.ok(await index.ready());
    const builds = index.stats.builds;
    const term = normalizeArabic('فيروز');
    /** The index's answer once current (another process's notification may take a few ms), compared with the SQL's. */
    const search = async (serviceId: number | null = null): Promise<SearchPage> => {
      const got: { page: SearchPage | null } = { page: null };
      await until(async () => {
        got.page = await index.fromMemory(term, serviceId, 12, 0);
        return got.page !== null;
      }, 'current again');
      assert.deepEqual(got.page, await repo.searchProviders(term, serviceId, 12, 0), 'the SQL’s answer');
      return got.page as SearchPage;
    };
    const p = await makeProvider(db, 'فيروز الساطع', { rateAvg: 300 });
    const memory = index.stats.memory;
    const sql = index.stats.sql;
    assert.deepEqual(
      (await index.searchProviders(term, null, 12, 0)).rows.map((r) => [r.id, r.rateAvg, r.price]),
      [[p.id, 300, null]],
      'a new provider: found, no offer yet',
    );
    assert.equal(index.stats.memory, memory + 1, 'from memory');
    assert.equal(index.stats.sql, sql, 'not by SQL');
    // A rating (the card), an offer (its price, its service, its description), a rename, hidden, shown again.
    await db.update(providers).set({ rateAvg: 450, rateCount: 2 }).where(eq(providers.id, p.id));
    assert.deepEqual(
      (await search()).rows.map((r) => [r.rateAvg, r.rateCount]),
      [[450, 2]],
    );
    const [svc] = await db.select().from(services).where(eq(services.id, graphic));
    await offer(db, p.id, svc!, { price: 80, description: 'لوحات مائية' });
    assert.deepEqual(
      (await search(graphic)).rows.map((r) => [r.id, r.price]),
      [[p.id, 8000]],
    );
    assert.equal((await search()).rows[0]?.price, 8000);
    const other = await makeProvider(db, 'فيروز البحر');
    assert.deepEqual(
      (await search()).rows.map((r) => r.id),
      [p.id, other.id],
    );
    await db.update(providers).set({ isApproved: false }).where(eq(providers.id, p.id));
    assert.deepEqual(
      (await search()).rows.map((r) => r.id),
      [other.id],
      'hidden',
    );
    await db.update(providers).set({ isApproved: true }).where(eq(providers.id, p.id));
    assert.deepEqual(
      (await search()).rows.map((r) => r.id),
      [p.id, other.id],
      'shown again',
    );
    assert.equal(index.stats.builds, builds, 'every write patched, none rebuilt the index');
    assert.ok(index.stats.patches >= 6, `patches: ${index.stats.patches}`);
    await index.close();
  });

  it('a patch adding a provider to a long list (its bitset already read) and one appending a provider out of id order: answered as the SQL does', async () => {
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'on' });
    assert.ok(await index.ready());
    const builds = index.stats.builds;
    const BROAD = 'مصمم';
    /** Pages 1, 2 and past COUNT_CAP of the index (once current) against the SQL's. */
    const same = async (name: string, what: string) => {
      const term = normalizeArabic(name);
      let first: SearchPage | null = null;
      for (const offset of [0, 12, COUNT_CAP]) {
        const got: { page: SearchPage | null } = { page: null };
        await until(async () => {
          got.page = await index.fromMemory(term, null, 12, offset);
          return got.page !== null;
        }, 'current again');
        assert.deepEqual(got.page, await repo.searchProviders(term, null, 12, offset), `${what}, offset ${offset}`);
        first ??= got.page;
      }
      return first;
    };
    // A word of 1 000+ documents: past COUNT_CAP the tiers are read in id order.
    const before = await same(BROAD, 'before the writes (the long lists’ bitsets are made)');
    assert.equal(before?.totalExact, false, `${BROAD}: past COUNT_CAP`);
    // The first visible provider without the word: into the word's long list, ranked first by name.
    const [first] = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from providers where is_approved and is_active and search_name not like ${`%${BROAD}%`} order by id limit 1`,
    );
    await db
      .update(providers)
      .set({ name: `${BROAD} ${first!.name}`, searchName: normalizeArabic(`${BROAD} ${first!.name}`) })
      .where(eq(providers.id, first!.id));
    await same(BROAD, 'a provider added to the long list');
    // A provider hidden at the build, with a lower id than the last one: appended out of id order.
    const [hidden] = await rowsOf<{ id: number; name: string }>(
      db,
      sql`select id, name from providers where not (is_approved and is_active) order by id limit 1`,
    );
    await db
      .update(providers)
      .set({ isApproved: true, isActive: true, name: `${BROAD} ${hidden!.name}`, searchName: normalizeArabic(`${BROAD} ${hidden!.name}`) })
      .where(eq(providers.id, hidden!.id));
    const found = await same(BROAD, 'a provider shown again, out of id order');
    assert.ok(
      found?.rows.some((r) => r.id === hidden!.id),
      'on the first page',
    );
    assert.equal(index.stats.builds, builds, 'patched, not rebuilt');
    await index.close();
  });

  it('a new vocabulary word (a product’s name) is seen by typo tolerance: the similar words are read again', async () => {
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'wait' });
    assert.ok(await index.ready());
    // A word of a CV that is not in the vocabulary (search_words; as if written before it was
    // collected), so a misspelling of it finds nothing.
    const p = await makeProvider(db, 'سوسن الحكيم', { cv: 'خبيرة ظذغثوقيات' });
    await db.execute(sql`delete from search_words where word = ${normalizeArabic('ظذغثوقيات')}`);
    const typo = normalizeArabic('ظذغثوقيت');
    assert.deepEqual((await index.searchProviders(typo, null, 12, 0)).rows, []);
    const builds = index.stats.builds;
    const reads = index.stats.similarReads;
    assert.deepEqual((await index.searchProviders(typo, null, 12, 0)).rows, [], 'kept');
    assert.equal(index.stats.similarReads, reads, 'the similar words were kept');
    const [cat] = await db.select().from(services).limit(1);
    await makeProduct(db, p.id, cat!.categoryId, { name: 'ظذغثوقيات' });
    const page = await index.searchProviders(typo, null, 12, 0);
    assert.deepEqual(
      page.rows.map((r) => r.id),
      [p.id],
      'the new word is similar to the typo and in the CV',
    );
    assert.deepEqual(page, await repo.searchProviders(typo, null, 12, 0));
    assert.equal(index.stats.similarReads, reads + 1, 'read again');
    assert.equal(index.stats.builds, builds, 'no build');
    await index.close();
  });
});
