import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { providers, providerServices, services } from '../../src/db/schema';
import { backfillSearchNames } from '../../src/modules/catalog/search-index';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeProvider, makeService, offer } from './fixtures';

describe('POST /user/provider/search (Arabic-aware)', () => {
  const t = useTestApp();
  let graphic: Awaited<ReturnType<typeof makeService>>;
  let logo: Awaited<ReturnType<typeof makeService>>;
  const ids: Record<string, number> = {};

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    graphic = await makeService(db, cat.id, 'تصميم جرافيك', 'Graphic design');
    logo = await makeService(db, cat.id, 'تصميم شعارات', 'Logo design');
    const add = async (
      key: string,
      name: string,
      services: (typeof graphic)[],
      o: Parameters<typeof makeProvider>[2] = {},
      description = '',
    ) => {
      const p = await makeProvider(db, name, o);
      ids[key] = p.id;
      for (const s of services) await offer(db, p.id, s, { description, price: 150 });
      return p;
    };
    await add('ahmad', 'أحمد العتيبي', [graphic], { rateAvg: 450 });
    await add('sara', 'سارة القحطاني', [logo], { rateAvg: 480 });
    await add('designer', 'مصممة جرافيك نورة', [graphic]);
    await add('mustafa', 'مصطفى الشهري', [logo]);
    await add('english', 'John SMITH Studio', [graphic]);
    await add('digits', 'استوديو ٣٦٠', [logo]);
    await add('hidden', 'أحمد المخفي', [graphic], { approved: false });
    await add('inactive', 'أحمد غير النشط', [graphic], { active: false });
    await add('nooffer', 'أحمد بلا خدمات', []);
    await add('describer', 'خالد', [logo], {}, 'تصميم هوية بصرية ومطبوعات');
  });

  const search = (body: Record<string, unknown>) => t.post('/user/provider/search', body, { token: null });
  const names = (r: { data: { data: { id: number }[] } }) => r.data.data.map((p) => p.id);

  it('finds أحمد when searching احمد (and إحمد, آحمد), name alone = every approved provider', async () => {
    for (const q of ['احمد', 'إحمد', 'آحمد', 'أحمد']) {
      const r = await search({ name: q });
      assert.equal(r.key, 'success');
      assert.ok(names(r).includes(ids.ahmad!), `${q} finds أحمد`);
      assert.ok(names(r).includes(ids.nooffer!), 'providers without services are searched too');
      assert.ok(!names(r).includes(ids.hidden!), 'unapproved providers never appear');
      assert.ok(!names(r).includes(ids.inactive!), 'inactive providers never appear');
      assert.equal(r.data.service_id, null);
    }
  });

  it('finds سارة with ساره, and مصطفى with مصطفي', async () => {
    assert.deepEqual(names(await search({ name: 'ساره' }))[0], ids.sara);
    assert.deepEqual(names(await search({ name: 'مصطفي' }))[0], ids.mustafa);
  });

  it('a one-letter typo still finds the provider (مصممة جرافك → مصممة جرافيك)', async () => {
    const r = await search({ name: 'مصممة جرافك' });
    assert.equal(names(r)[0], ids.designer);
    const r2 = await search({ name: 'جرافك' });
    assert.ok(names(r2).includes(ids.designer!));
  });

  it('matches English case-insensitively and Arabic-Indic digits', async () => {
    assert.equal(names(await search({ name: 'john smith' }))[0], ids.english);
    assert.equal(names(await search({ name: 'SMITH' }))[0], ids.english);
    assert.equal(names(await search({ name: '360' }))[0], ids.digits);
    assert.equal(names(await search({ name: '٣٦٠' }))[0], ids.digits);
  });

  it("matches the text of the provider's services (description), names first", async () => {
    const r = await search({ name: 'هويه بصريه' });
    assert.ok(names(r).includes(ids.describer!));
  });

  it('matches the names of the services they offer (a skill search), below name matches', async () => {
    const r = await search({ name: 'شعارات' });
    for (const key of ['sara', 'mustafa', 'digits', 'describer']) assert.ok(names(r).includes(ids[key]!), key);
    assert.ok(!names(r).includes(ids.ahmad!));
    const en = await search({ name: 'logo' });
    assert.ok(names(en).includes(ids.sara!));
    // 'جرافيك' is in a name (مصممة جرافيك نورة) and is the name of a service: the name comes first.
    const g = await search({ name: 'جرافيك' });
    assert.equal(names(g)[0], ids.designer);
    assert.ok(names(g).includes(ids.ahmad!) && names(g).includes(ids.english!));
  });

  it('every word must match (in the name, a description or a service name)', async () => {
    assert.deepEqual(names(await search({ name: 'احمد العتيبي' })), [ids.ahmad]);
    assert.deepEqual(names(await search({ name: 'احمد شعارات' })), []);
    assert.deepEqual(names(await search({ name: 'ساره شعارات' })), [ids.sara]);
    assert.deepEqual(names(await search({ name: 'احمد جرافيك' })), [ids.ahmad]);
  });

  it('with service_id, searches only providers of that service; price is that service price', async () => {
    const r = await search({ name: 'احمد', service_id: graphic.id });
    assert.deepEqual(names(r), [ids.ahmad]);
    assert.equal(r.data.data[0].price, 150);
    assert.equal(r.data.service_id, graphic.id);
    const none = await search({ name: 'ساره', service_id: graphic.id });
    assert.deepEqual(none.data.data, []);
    assert.equal(none.data.pagination.total_items, 0);
  });

  it('shows the card shape: id, name, image, half-step rate, SR price', async () => {
    const r = await search({ name: 'احمد العتيبي' });
    const card = r.data.data[0];
    assert.deepEqual(Object.keys(card).sort(), ['id', 'image', 'name', 'price', 'rate', 'rates_count']);
    assert.equal(card.name, 'أحمد العتيبي');
    assert.equal(card.rate, 4.5);
    assert.equal(card.price, 150);
    // No photo: the absolute URL of the default avatar, which serves an image (clients bind it to src unguarded).
    assert.equal(card.image, 'http://souq.test/defaults/avatar.png');
    const img = await t.app.inject({ method: 'GET', url: new URL(card.image).pathname });
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers['content-type'], 'image/png');
    assert.deepEqual(img.rawPayload.subarray(0, 4), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('orders by best match then id, deterministically', async () => {
    const a = names(await search({ name: 'احمد' }));
    const b = names(await search({ name: 'احمد' }));
    assert.deepEqual(a, b);
    assert.equal(a[0], ids.ahmad); // exact word before lower-similarity names
  });

  it('a blank name gives the normal list (of the service, or of everyone)', async () => {
    const forService = await search({ name: '', service_id: logo.id });
    assert.equal(forService.key, 'success');
    assert.deepEqual(new Set(names(forService)), new Set([ids.sara, ids.mustafa, ids.digits, ids.describer]));
    const all = await search({ name: '   ' });
    assert.equal(all.data.pagination.total_items, 8);
  });

  it('a one-letter search (first keystroke) matches word starts', async () => {
    const r = await search({ name: 'س' });
    assert.ok(names(r).includes(ids.sara!));
    assert.ok(!names(r).includes(ids.english!));
  });

  it('treats LIKE wildcards literally', async () => {
    const r = await search({ name: '%%%' });
    assert.equal(r.key, 'success');
    assert.deepEqual(r.data.data, []);
  });

  it('fails with the list shape for an unknown service', async () => {
    const r = await search({ name: 'احمد', service_id: 999999 });
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'The requested service does not exist');
    assert.deepEqual(r.data.data, []);
    assert.equal(r.data.pagination.total_items, 0);
  });

  it('keeps the search vocabulary from written names and descriptions (trigger), wildcards included', async () => {
    const db = t.app.deps.db;
    const odd = await makeProvider(db, 'استوديو 100%_تصاميم');
    const rows = await db.execute(sql`select word from search_words where word in ('احمد', 'العتيبي', 'هويه', '100%_تصاميم')`);
    const words = (rows as unknown as { rows: { word: string }[] }).rows.map((r) => r.word).sort();
    assert.deepEqual(words, ['100%_تصاميم', 'احمد', 'العتيبي', 'هويه'].sort());
    assert.deepEqual(names(await search({ name: '100%_تصاميم' })), [odd.id]);
    // A misspelling of the odd word expands to it and is matched literally.
    assert.ok(names(await search({ name: '100%_تصامم' })).includes(odd.id));
  });

  it('typo tolerance is a fallback: with many exact matches only those are listed and counted', async () => {
    const db = t.app.deps.db;
    const fuzzy = await makeProvider(db, 'فهيد الدوسري');
    await makeProvider(db, 'فهد الدوسري');
    let r = await search({ name: 'فهد' });
    assert.ok(names(r).includes(fuzzy.id), 'few exact matches: similar names are listed after them');
    assert.equal(r.data.pagination.total_items, 2);
    // FUZZY_CUTOFF (500) exact matches: the fuzzy one is no longer looked for.
    await db.execute(sql`insert into providers (name, country_code, phone, password_hash, is_active, is_approved, search_name)
      select 'فهد ' || i, '+966', '59' || lpad(i::text, 7, '0'), 'x', true, true, 'فهد ' || i from generate_series(1, 500) i`);
    r = await search({ name: 'فهد', page: 2 });
    assert.equal(r.data.pagination.total_items, 501);
    assert.equal(r.data.pagination.last_page, 42);
    assert.equal(r.data.data.length, 12);
    const last = await search({ name: 'فهد', page: 42 });
    assert.equal(last.data.data.length, 9);
    assert.ok(!names(last).includes(fuzzy.id));
    const past = await search({ name: 'فهد', page: 99 });
    assert.deepEqual(past.data.data, []);
    assert.equal(past.data.pagination.total_items, 501);
    await db.execute(sql`delete from providers where phone like '59%'`);
  });

  it('backfillSearchNames fills rows written without search text (idempotent)', async () => {
    const db = t.app.deps.db;
    const p = await makeProvider(db, 'فيصل الأحمدي', { indexed: false });
    const ps = await offer(db, p.id, graphic, { description: 'رسومات إنفوجرافيك' });
    await db.update(providerServices).set({ searchText: '' }).where(eq(providerServices.id, ps.id));
    assert.ok(!names(await search({ name: 'فيصل' })).includes(p.id));
    const written = await backfillSearchNames(db);
    assert.ok(written >= 2);
    const [row] = await db.select().from(providers).where(eq(providers.id, p.id));
    assert.equal(row!.searchName, 'فيصل الاحمدي');
    const [psRow] = await db.select().from(providerServices).where(eq(providerServices.id, ps.id));
    assert.equal(psRow!.searchText, 'رسومات انفوجرافيك');
    assert.ok(names(await search({ name: 'فيصل' })).includes(p.id));
    assert.equal(await backfillSearchNames(db), 0);
  });

  it('a renamed or new service is matched by its new name on the next search (the names are kept in memory per version)', async () => {
    const db = t.app.deps.db;
    assert.ok(!names(await search({ name: 'انفوجرافيك' })).includes(ids.sara!));
    await db.update(services).set({ nameAr: 'تصميم شعارات وانفوجرافيك' }).where(eq(services.id, logo.id));
    try {
      const r = await search({ name: 'انفوجرافيك' });
      for (const key of ['sara', 'mustafa', 'digits', 'describer']) assert.ok(names(r).includes(ids[key]!), key);
      const cat = await makeCategory(db, 'كتابة', 'Writing');
      const fresh = await makeService(db, cat.id, 'تدقيق لغوي', 'Proofreading');
      const p = await makeProvider(db, 'مدقق');
      await offer(db, p.id, fresh);
      assert.deepEqual(names(await search({ name: 'proofreading' })), [p.id]);
    } finally {
      await db.update(services).set({ nameAr: 'تصميم شعارات' }).where(eq(services.id, logo.id));
    }
  });
});
