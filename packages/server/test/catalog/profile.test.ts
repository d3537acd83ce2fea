import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { follows } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { makeCategory, makeExperience, makeProduct, makeProvider, makeService, makeUser, makeWork, offer, rateProvider } from './fixtures';

describe('provider profile, service details, follows and ratings', () => {
  const t = useTestApp();
  let cat: Awaited<ReturnType<typeof makeCategory>>;
  let svc: Awaited<ReturnType<typeof makeService>>;
  let otherSvc: Awaited<ReturnType<typeof makeService>>;
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let bare: Awaited<ReturnType<typeof makeProvider>>;
  let pending: Awaited<ReturnType<typeof makeProvider>>;
  let user: Awaited<ReturnType<typeof makeUser>>;
  let userToken: string;
  let providerToken: string;
  let withImages = 0;
  let _noImages = 0;

  before(async () => {
    const db = t.app.deps.db;
    cat = await makeCategory(db, 'تصميم', 'Design');
    svc = await makeService(db, cat.id, 'تصميم شعارات', 'Logo design');
    otherSvc = await makeService(db, cat.id, 'هوية بصرية', 'Brand identity');
    const exp = await makeExperience(db, 'خبير', 'Expert');
    provider = await makeProvider(db, 'ريم الزهراني', {
      rateAvg: 380,
      image: 'providers/reem.webp',
      cv: 'مصممة منذ ٢٠١٥',
      experienceId: exp.id,
      sectionId: null,
    });
    bare = await makeProvider(db, 'بدون سيرة', { sectionId: 1 });
    pending = await makeProvider(db, 'بانتظار الموافقة', { approved: false });
    await offer(db, provider.id, svc, {
      price: 199.5,
      duration: 3,
      description: 'شعار احترافي مع ثلاث مراجعات',
      images: ['services/a.jpg', 'services/b.jpg'],
    });
    await offer(db, provider.id, otherSvc, { price: 900, duration: 10 });
    withImages = (
      await makeWork(db, provider.id, {
        categoryId: cat.id,
        serviceId: svc.id,
        images: ['works/w1.jpg', 'works/w2.jpg'],
        link: 'behance.net/reem',
      })
    ).id;
    _noImages = (await makeWork(db, provider.id, { name: 'بلا صور' })).id;
    await makeProduct(db, provider.id, cat.id, {
      name: 'حزمة أيقونات',
      previews: ['products/p.png'],
      price: 80,
      priceAfterDiscount: 60,
      discountPercentage: 25,
    });
    await makeProduct(db, provider.id, cat.id, { name: 'بدون معاينة' });
    await makeProduct(db, provider.id, cat.id, { name: 'غير معتمد', approved: false });
    user = await makeUser(db, 'منى');
    userToken = await t.app.deps.tokens.issue('user', user.id);
    providerToken = await t.app.deps.tokens.issue('provider', bare.id);
  });

  const profile = (body: Record<string, unknown>, token: string | null = null) => t.post('/user/provider/show-profile', body, { token });

  it('shows a profile to a guest: cv string, experience text, works with images, approved products, services', async () => {
    const r = await profile({ provider_id: provider.id });
    assert.equal(r.key, 'success');
    const d = r.data;
    assert.equal(d.id, provider.id);
    assert.equal(d.name, 'ريم الزهراني');
    assert.equal(d.image, 'http://souq.test/uploads/providers/reem.webp');
    assert.equal(d.cv, 'مصممة منذ ٢٠١٥');
    assert.equal(d.experience, 'Expert');
    assert.equal(d.is_follow, false);
    assert.equal(d.service, null);
    assert.equal(d.rate, 4);
    assert.equal(d.section_type, 'bothProviders');
    assert.deepEqual(
      d.works.map((w: { id: number }) => w.id),
      [withImages],
      'a work without images is not listed',
    );
    const w = d.works[0];
    assert.deepEqual(w.category, { id: cat.id, name: 'Design' });
    assert.deepEqual(w.service, { id: svc.id, name: 'Logo design' });
    assert.equal(w.link, 'https://behance.net/reem');
    assert.equal(w.price, 250);
    assert.deepEqual(w.attachments, [
      { name: 'w1.jpg', link: 'http://souq.test/uploads/works/w1.jpg' },
      { name: 'w2.jpg', link: 'http://souq.test/uploads/works/w2.jpg' },
    ]);
    assert.deepEqual(w.logo, { link: 'http://souq.test/uploads/works/w1.jpg' });
    assert.equal(d.products.length, 2);
    const icons = d.products.find((p: { name: string }) => p.name === 'حزمة أيقونات');
    assert.equal(icons.price, 80);
    assert.equal(icons.price_after_discount, 60);
    assert.equal(icons.has_discount, true);
    assert.equal(icons.download_count, 7);
    assert.equal(icons.rate, 4);
    assert.equal(icons.is_favorite, false);
    assert.deepEqual(icons.preview_files_attachments, [
      { name: 'p.png', link: 'http://souq.test/uploads/products/p.png', alt: 'حزمة أيقونات' },
    ]);
    const plain = d.products.find((p: { name: string }) => p.name === 'بدون معاينة');
    assert.equal(plain.preview_files_attachments, null);
    // No discount: the price shown equals the price, never null (the existing client shows only price_after_discount).
    assert.equal(plain.has_discount, false);
    assert.equal(plain.price_after_discount, plain.price);
    assert.deepEqual(
      d.services.map((s: { id: number; price: number; duration: number }) => [s.id, s.price, s.duration]),
      [
        [svc.id, 199.5, 3],
        [otherSvc.id, 900, 10],
      ],
    );
  });

  it('service is {id, duration, price} for an offered service_id, null otherwise; Arabic names with lang ar', async () => {
    const r = await profile({ provider_id: provider.id, service_id: svc.id });
    assert.equal(r.data.service.id, svc.id);
    assert.equal(r.data.service.duration, 3);
    assert.equal(r.data.service.price, 199.5);
    const notOffered = await profile({ provider_id: bare.id, service_id: svc.id });
    assert.equal(notOffered.data.service, null);
    const stale = await profile({ provider_id: provider.id, service_id: 'null' });
    assert.equal(stale.data.service, null);
    const ar = await t.post('/user/provider/show-profile', { provider_id: provider.id }, { lang: 'ar' });
    assert.equal(ar.data.experience, 'خبير');
  });

  it('cv and experience are empty strings when the provider has none', async () => {
    const r = await profile({ provider_id: bare.id });
    assert.equal(r.data.cv, '');
    assert.equal(r.data.experience, '');
    assert.deepEqual(r.data.works, []);
    assert.equal(r.data.section_type, 'freelancer');
  });

  it('an unknown or unapproved provider fails, keeping a safe profile shape', async () => {
    for (const id of [pending.id, 999999]) {
      const r = await profile({ provider_id: id });
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, 'The service provider does not exist');
      assert.equal(r.data.cv, '');
      assert.deepEqual(r.data.works, []);
    }
    const missing = await profile({});
    assert.equal(missing.key, 'fail');
    assert.equal(missing.msg, 'The provider field is required');
  });

  it('follow, is_follow, following twice fails, unfollow, unfollow twice fails', async () => {
    const f = await t.post('/user/follows/store', { provider_id: String(provider.id) }, { token: userToken });
    assert.equal(f.key, 'success');
    assert.equal(f.msg, 'Followed successfully');
    assert.equal((await profile({ provider_id: provider.id }, userToken)).data.is_follow, true);
    assert.equal((await profile({ provider_id: provider.id }, null)).data.is_follow, false);
    const twice = await t.post('/user/follows/store', { provider_id: provider.id }, { token: userToken, lang: 'ar' });
    assert.equal(twice.key, 'fail');
    assert.equal(twice.msg, 'أنت تتابع مقدم الخدمة هذا بالفعل');
    const [n] = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(follows)
      .where(and(eq(follows.userId, user.id)));
    assert.equal(Number(n?.n), 1);
    const c = await t.post('/user/follows/cancel', { provider_id: provider.id }, { token: userToken });
    assert.equal(c.key, 'success');
    assert.equal(c.msg, 'Unfollowed successfully');
    assert.equal((await profile({ provider_id: provider.id }, userToken)).data.is_follow, false);
    const again = await t.post('/user/follows/cancel', { provider_id: provider.id }, { token: userToken });
    assert.equal(again.key, 'fail');
    assert.equal(again.msg, 'You are not following this provider');
  });

  it('follow: unknown or unapproved provider, provider token and guest are refused', async () => {
    assert.equal(
      (await t.post('/user/follows/store', { provider_id: pending.id }, { token: userToken })).msg,
      'The service provider does not exist',
    );
    assert.equal(
      (await t.post('/user/follows/store', { provider_id: 999999 }, { token: userToken })).msg,
      'The service provider does not exist',
    );
    assert.equal(
      (await t.post('/user/follows/cancel', { provider_id: 999999 }, { token: userToken })).msg,
      'The service provider does not exist',
    );
    const asProvider = await t.post('/user/follows/store', { provider_id: provider.id }, { token: providerToken });
    assert.equal(asProvider.key, 'fail');
    assert.equal(asProvider.msg, 'This is only available to customers');
    assert.equal((await t.post('/user/follows/store', { provider_id: provider.id }, { token: null })).key, 'unauthenticated');
    // Roles (from the contract) are checked before the body: a guest is asked to sign in, not to fix a field.
    assert.equal((await t.post('/user/follows/store', {}, { token: null })).key, 'unauthenticated');
    assert.equal((await t.post('/user/follows/store', {}, { token: providerToken })).msg, 'This is only available to customers');
    assert.equal((await t.post('/user/follows/store', {}, { token: userToken })).msg, 'The provider field is required');
  });

  it('provider service info: category, service, provider, description, gallery attachments', async () => {
    const r = await t.post('/user/services/provider/info', { provider_id: provider.id, service_id: svc.id }, { token: null });
    assert.equal(r.key, 'success');
    assert.equal(r.data.name, 'Logo design');
    assert.deepEqual(r.data.category, { id: cat.id, name: 'Design' });
    assert.deepEqual(r.data.service, { id: svc.id, name: 'Logo design' });
    assert.deepEqual(r.data.provider, {
      id: provider.id,
      name: 'ريم الزهراني',
      image: 'http://souq.test/uploads/providers/reem.webp',
      rate: 4,
    });
    assert.equal(r.data.description, 'شعار احترافي مع ثلاث مراجعات');
    assert.equal(r.data.duration, 3);
    assert.equal(r.data.price, 199.5);
    assert.deepEqual(r.data.attachments, [
      { name: 'a.jpg', link: 'http://souq.test/uploads/services/a.jpg' },
      { name: 'b.jpg', link: 'http://souq.test/uploads/services/b.jpg' },
    ]);
  });

  it('provider service info fails for a service not offered, unknown ids, unapproved provider', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ provider_id: bare.id, service_id: svc.id }, 'This provider does not offer this service'],
      [{ provider_id: provider.id, service_id: 999999 }, 'The requested service does not exist'],
      [{ provider_id: 999999, service_id: svc.id }, 'The service provider does not exist'],
      [{ provider_id: pending.id, service_id: svc.id }, 'The service provider does not exist'],
      [{ provider_id: provider.id }, 'The service field is required'],
    ];
    for (const [body, msg] of cases) {
      const r = await t.post('/user/services/provider/info', body);
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, msg);
    }
  });

  it('GET /rates/providers/{id}: newest first with the rater name and a YYYY-MM-DD date', async () => {
    const db = t.app.deps.db;
    const other = await makeUser(db, 'سلمان');
    await rateProvider(db, user.id, provider.id, 4, 'عمل ممتاز', new Date('2026-03-01T10:00:00Z'));
    await rateProvider(db, other.id, provider.id, 5, '', new Date('2026-03-05T22:30:00Z'));
    const r = await t.get(`/rates/providers/${provider.id}`, { token: null });
    assert.equal(r.key, 'success');
    assert.deepEqual(
      r.data.map((x: { value: number; comment: string; created_at: string; user: { name: string } }) => [
        x.value,
        x.comment,
        x.created_at,
        x.user.name,
      ]),
      [
        [5, '', '2026-03-06', 'سلمان'], // 22:30 UTC is the next day in Riyadh
        [4, 'عمل ممتاز', '2026-03-01', 'منى'],
      ],
    );
    assert.deepEqual((await t.get(`/rates/providers/${bare.id}`)).data, []);
    const unknown = await t.get('/rates/providers/999999');
    assert.equal(unknown.key, 'fail');
    assert.deepEqual(unknown.data, []);
    const bad = await t.get('/rates/providers/abc');
    assert.equal(bad.key, 'fail');
    assert.deepEqual(bad.data, []);
  });
});
