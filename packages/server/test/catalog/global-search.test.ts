import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { categories } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeProduct, makeProvider, makeService, offer } from './fixtures';

type Group = { data: { id: number; name: string; category?: { id: number; name: string } }[]; total: number | null; has_more: boolean };
type Answer = { q: string; page: number; services: Group; providers: Group; products: Group };

describe('GET /user/search (the header search: services, providers, products)', () => {
  const t = useTestApp();
  const ids: Record<string, number> = {};

  before(async () => {
    const db = t.app.deps.db;
    const design = await makeCategory(db, 'التصميم والإبداع', 'Design & creativity');
    const graphic = await makeService(db, design.id, 'تصميم جرافيك', 'Graphic design');
    const logo = await makeService(db, design.id, 'تصميم الشعارات والهوية', 'Logo & identity design');
    const dev = await makeCategory(db, 'البرمجة', 'Programming');
    const apps = await makeService(db, dev.id, 'تطبيقات الجوال', 'Mobile apps');
    const empty = await makeService(db, dev.id, 'برمجة الألعاب', 'Game development');
    ids.graphic = graphic.id;
    ids.logo = logo.id;
    ids.apps = apps.id;
    ids.games = empty.id;

    const p = async (key: string, name: string, o: Parameters<typeof makeProvider>[2] = {}, services = [graphic], description = '') => {
      const row = await makeProvider(db, name, o);
      ids[key] = row.id;
      for (const s of services) await offer(db, row.id, s, { description });
      return row;
    };
    await p('ahmad', 'أحمد العتيبي', { rateAvg: 450 });
    await p('sara', 'سارة القحطاني', { rateAvg: 480 }, [logo]);
    await p('mona', 'منى الحربي', { cv: 'مصممة هويات بصرية بخبرة سبع سنوات' }, [logo]);
    await p('layla', 'ليلى', {}, [apps]);
    await p('english', 'Blue Fig Studio', { cv: 'Product designer in Riyadh, fintech apps' }, [apps]);
    await p('hidden', 'أحمد المخفي', { approved: false, cv: 'مصمم هويات' });
    await p('inactive', 'أحمد غير النشط', { active: false });

    const [store] = await db.insert(categories).values({ type: 'store', nameAr: 'قوالب', nameEn: 'Templates' }).returning();
    const owner = await makeProvider(db, 'متجر القوالب');
    ids.owner = owner.id;
    ids.deck = (await makeProduct(db, owner.id, store!.id, { name: 'قالب عرض تقديمي احترافي' })).id;
    ids.kit = (await makeProduct(db, owner.id, store!.id, { name: 'Pitch Deck Kit' })).id;
    ids.unapproved = (await makeProduct(db, owner.id, store!.id, { name: 'قالب عرض غير معتمد', approved: false })).id;
    const hiddenOwner = await makeProvider(db, 'متجر مخفي', { approved: false });
    ids.orphan = (await makeProduct(db, hiddenOwner.id, store!.id, { name: 'قالب عرض متجر مخفي' })).id;
  });

  const search = async (q: string, extra = '', lang = 'ar') => {
    const r = await t.get<Answer>(`/user/search?q=${encodeURIComponent(q)}${extra}`, { token: null, headers: { lang } });
    assert.equal(r.status, 200);
    assert.equal(r.key, 'success');
    return r.data;
  };
  const idsOf = (g: Group) => g.data.map((x) => x.id);

  it('finds a provider by name whatever the alef (أحمد = احمد = إحمد = آحمد); hidden and inactive ones never', async () => {
    for (const q of ['احمد', 'أحمد', 'إحمد', 'آحمد']) {
      const r = await search(q);
      assert.deepEqual(idsOf(r.providers), [ids.ahmad], q);
    }
  });

  it('ة/ه and ى/ي fold: ساره finds سارة, ليلي finds ليلى, مني finds منى', async () => {
    assert.ok(idsOf((await search('ساره')).providers).includes(ids.sara!));
    assert.ok(idsOf((await search('ليلي')).providers).includes(ids.layla!));
    assert.ok(idsOf((await search('مني')).providers).includes(ids.mona!));
  });

  it('finds providers by their CV (مصممه هويات) and by the services they offer; never an unapproved one', async () => {
    const r = await search('مصممه هويات');
    assert.equal(r.providers.data[0]?.id, ids.mona);
    assert.ok(!idsOf(r.providers).includes(ids.hidden!));
    const bySkill = await search('جرافيك');
    assert.ok(idsOf(bySkill.providers).includes(ids.ahmad!), 'offers graphic design');
    assert.deepEqual(idsOf(bySkill.services), [ids.graphic]);
  });

  it('tolerates typos: جرافك → تصميم جرافيك, تطبيقت → تطبيقات الجوال, Fintek → the English CV', async () => {
    assert.deepEqual(idsOf((await search('جرافك')).services), [ids.graphic]);
    assert.deepEqual(idsOf((await search('تطبيقت')).services), [ids.apps]);
    assert.ok(idsOf((await search('fintek')).providers).includes(ids.english!));
  });

  it('services carry their category, in the asked language; a category name finds its sub-services', async () => {
    const ar = await search('الشعارات');
    assert.deepEqual(ar.services.data[0], {
      id: ids.logo,
      name: 'تصميم الشعارات والهوية',
      category: { id: ar.services.data[0]!.category!.id, name: 'التصميم والإبداع' },
    });
    const en = await search('logo', '', 'en');
    assert.equal(en.services.data[0]?.name, 'Logo & identity design');
    assert.equal(en.services.data[0]?.category?.name, 'Design & creativity');
    const byCategory = await search('البرمجه');
    assert.deepEqual(idsOf(byCategory.services).sort(), [ids.apps, ids.games].sort());
  });

  it('products: approved ones of visible stores only, Arabic and English names', async () => {
    const r = await search('قالب عرض');
    assert.deepEqual(idsOf(r.products), [ids.deck]);
    assert.equal(r.products.total, null);
    const en = await search('pitch DECK', '', 'en');
    assert.deepEqual(idsOf(en.products), [ids.kit]);
    assert.ok(idsOf(en.providers).length === 0);
  });

  it('English provider names match case-insensitively', async () => {
    assert.deepEqual(idsOf((await search('blue fig', '', 'en')).providers), [ids.english]);
  });

  it('suggestions are capped per group; type= gives one page of one group', async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db, 'كتابة', 'Writing');
    for (let i = 0; i < 6; i++) await makeService(db, cat.id, `كتابة محتوى ${i}`, `Content writing ${i}`);
    const s = await search('كتابه');
    assert.equal(s.services.data.length, 4);
    assert.equal(s.services.total, 6);
    assert.equal(s.services.has_more, true);
    const page = await search('كتابه', '&type=services&page=1');
    assert.equal(page.services.data.length, 6);
    assert.equal(page.services.has_more, false);
    assert.deepEqual(page.providers.data, []);
    assert.deepEqual(page.products.data, []);
    const providers = await search('احمد', '&type=providers');
    assert.deepEqual(idsOf(providers.providers), [ids.ahmad]);
    assert.equal(providers.providers.total, 1);
  });

  it('a blank or bad query answers empty groups, not an error', async () => {
    for (const extra of ['', '&type=nope&page=-3']) {
      const r = await search('  ', extra);
      assert.deepEqual([r.services.data, r.providers.data, r.products.data], [[], [], []]);
    }
  });
});
