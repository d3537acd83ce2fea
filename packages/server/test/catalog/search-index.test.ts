import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { seedCatalog } from '../../bench/seed-catalog';
import { providers, services } from '../../src/db/schema';
import { normalizeArabic } from '../../src/lib/arabic-normalize';
import { createCatalogRepository } from '../../src/modules/catalog/catalog.repository';
import { COUNT_CAP } from '../../src/modules/catalog/search-words';
import { createProviderSearchIndex } from '../../src/modules/catalog/provider-search-index';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeProvider, makeService, offer } from './fixtures';

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

  it("PostgreSQL: another process's write, bumped before a build and committed after its snapshot, retires the index", async (ctx) => {
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
    // Its notification retires the index (the version alone would not: it has not moved since).
    let retired = false;
    for (let i = 0; i < 200 && !retired; i++) {
      retired = (await index.fromMemory(normalizeArabic('كهرمان'), null, 12, 0)) === null;
      if (!retired) await new Promise((r) => setTimeout(r, 25));
    }
    assert.ok(retired, 'not used after the notification');
    assert.ok(await index.ready());
    const fresh = await index.fromMemory(normalizeArabic('مرجان'), null, 12, 0);
    assert.deepEqual(
      fresh?.rows.map((r) => r.id),
      [p.id],
    );
    await index.close();
  });

  it("mode 'on': a stale index leaves the search to the SQL and is rebuilt in the background", async () => {
    const db = t.app.deps.db;
    const repo = createCatalogRepository(db);
    const index = createProviderSearchIndex(db, repo, { mode: 'on' });
    assert.ok(await index.ready());
    const p = await makeProvider(db, 'فيروز الساطع');
    const bySql = index.stats.sql;
    const page = await index.searchProviders(normalizeArabic('فيروز'), null, 12, 0);
    assert.deepEqual(
      page.rows.map((r) => r.id),
      [p.id],
    );
    assert.equal(index.stats.sql, bySql + 1, 'answered by SQL while stale');
    assert.ok(await index.ready());
    const again = await index.fromMemory(normalizeArabic('فيروز'), null, 12, 0);
    assert.deepEqual(again, page, 'then from memory, the same answer');
    await index.close();
  });
});
