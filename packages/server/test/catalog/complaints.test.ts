import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { desc, sql } from 'drizzle-orm';
import { complaints, requestServices } from '../../src/db/schema';
import { givePurchase, makeProduct, makeStoreCategory, makeStoreOrder } from '../commerce/fixtures';
import { useTestApp } from '../helpers/test-app';
import { PNG, imageForm, makeCategory, makeProvider, makeService, makeUser, offer } from './fixtures';

describe('POST /user/provider/complaint', () => {
  const t = useTestApp();
  let provider: Awaited<ReturnType<typeof makeProvider>>;
  let stranger: Awaited<ReturnType<typeof makeProvider>>;
  let colleague: Awaited<ReturnType<typeof makeProvider>>;
  let customer: Awaited<ReturnType<typeof makeUser>>;
  let otherCustomer: Awaited<ReturnType<typeof makeUser>>;
  let customerToken: string;
  let otherToken: string;
  let providerToken: string;
  let strangerToken: string;
  let colleagueToken: string;
  let directId = 0;
  let openId = 0;

  before(async () => {
    const db = t.app.deps.db;
    const cat = await makeCategory(db);
    const svc = await makeService(db, cat.id, 'كتابة محتوى', 'Copywriting');
    const other = await makeService(db, cat.id, 'ترجمة', 'Translation');
    provider = await makeProvider(db, 'كاتب');
    colleague = await makeProvider(db, 'كاتبة');
    stranger = await makeProvider(db, 'مترجم');
    await offer(db, provider.id, svc);
    await offer(db, colleague.id, svc);
    await offer(db, stranger.id, other);
    customer = await makeUser(db, 'عميل');
    otherCustomer = await makeUser(db, 'عميل آخر');
    customerToken = await t.app.deps.tokens.issue('user', customer.id);
    otherToken = await t.app.deps.tokens.issue('user', otherCustomer.id);
    providerToken = await t.app.deps.tokens.issue('provider', provider.id);
    strangerToken = await t.app.deps.tokens.issue('provider', stranger.id);
    colleagueToken = await t.app.deps.tokens.issue('provider', colleague.id);
    const direct = await t.post(
      '/user/request-service/store',
      { details: 'مقال', service_id: svc.id, provider_id: provider.id },
      { token: customerToken },
    );
    directId = direct.data.id;
    const open = await t.post(
      '/user/request-service/store',
      { details: 'مقالات', service_id: svc.id, from_price: 1, to_price: 5, duration: 2 },
      { token: customerToken },
    );
    openId = open.data.id;
    assert.ok(directId && openId);
  });

  const count = async () => {
    const [n] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(complaints);
    const dir = path.join(t.app.deps.storage.root!, 'complaints');
    return { rows: Number(n!.n), files: existsSync(dir) ? readdirSync(dir).length : 0 };
  };
  const latest = async () => (await t.app.deps.db.select().from(complaints).orderBy(desc(complaints.id)).limit(1))[0]!;

  it('a customer complains about a provider, as the existing client sends it (phone twice, images[i])', async () => {
    const fd = imageForm(
      {
        phone: '٠٥٠١٢٣٤٥٦٧',
        reason: 'تأخير',
        complaint: 'لم يرد على رسائلي',
        country_code: '+966',
        type: 'complaint',
        provider_id: String(provider.id),
      },
      [{ name: 'shot.png', buffer: PNG }],
    );
    fd.append('phone', '0501234567');
    const r = await t.post('/user/provider/complaint', fd, { token: customerToken });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.msg, 'Your complaint has been sent; we will contact you soon');
    const c = await latest();
    assert.equal(c.byRole, 'user');
    assert.equal(c.byId, customer.id);
    assert.equal(c.providerId, provider.id);
    assert.equal(c.phone, '0501234567');
    assert.equal(c.countryCode, '+966');
    assert.equal(c.reason, 'تأخير');
    assert.equal(c.type, 'complaint');
    assert.equal(c.images.length, 1);
    assert.ok(existsSync(path.join(t.app.deps.storage.root!, c.images[0]!)));
  });

  it('a customer complains about their own request; not about someone else’s', async () => {
    const ok = await t.post(
      '/user/provider/complaint',
      { reason: 'جودة', complaint: 'العمل ناقص', request_service_id: directId, country_code: '966' },
      { token: customerToken },
    );
    assert.equal(ok.key, 'success');
    const c = await latest();
    assert.equal(c.requestServiceId, directId);
    assert.equal(c.providerId, provider.id);
    assert.equal(c.countryCode, '+966');
    const before = await count();
    const notMine = await t.post(
      '/user/provider/complaint',
      { reason: 'x', complaint: 'y', request_service_id: directId },
      { token: otherToken },
    );
    assert.equal(notMine.key, 'fail');
    assert.equal(notMine.msg, 'The request does not exist');
    assert.deepEqual(await count(), before);
  });

  it('a provider complains (with the provider token on the user path) about a request that concerns them', async () => {
    const direct = await t.post(
      '/user/provider/complaint',
      { reason: 'عميل', complaint: 'لا يرد', request_service_id: directId, type: 'complaint' },
      { token: providerToken },
    );
    assert.equal(direct.key, 'success', direct.msg);
    const c = await latest();
    assert.equal(c.byRole, 'provider');
    assert.equal(c.byId, provider.id);
    assert.equal(c.requestServiceId, directId);
    const open = await t.post(
      '/user/provider/complaint',
      { reason: 'عميل', complaint: 'طلب غير واضح', request_service_id: openId },
      { token: colleagueToken },
    );
    assert.equal(open.key, 'success', 'an open request in a service they offer concerns them');
  });

  it("a provider can't complain about a request that is not theirs, nor without a request", async () => {
    const before = await count();
    const notTheirs = await t.post(
      '/user/provider/complaint',
      { reason: 'x', complaint: 'y', request_service_id: directId },
      { token: colleagueToken },
    );
    assert.equal(notTheirs.key, 'fail');
    assert.equal(notTheirs.msg, 'The request does not exist');
    const otherService = await t.post(
      '/user/provider/complaint',
      { reason: 'x', complaint: 'y', request_service_id: openId },
      { token: strangerToken },
    );
    assert.equal(otherService.key, 'fail');
    const noRequest = await t.post(
      '/user/provider/complaint',
      { reason: 'x', complaint: 'y', provider_id: colleague.id },
      { token: strangerToken },
    );
    assert.equal(noRequest.msg, 'A provider can only complain about one of their own requests');
    assert.deepEqual(await count(), before);
  });

  it('a customer complains about their own paid store order; not about someone else’s, a missing or an unpaid one', async () => {
    const db = t.app.deps.db;
    const owner = await makeProvider(db, 'متجر الشكاوى', { sectionId: 2 });
    const product = await makeProduct(db, owner.id, (await makeStoreCategory(db, 'قوالب الشكاوى', 'Complaint templates')).id);
    const paid = await givePurchase(db, customer.id, product.id);
    const ok = await t.post(
      '/user/provider/complaint',
      { reason: 'ملف تالف', complaint: 'الملف لا يفتح', product_order_id: paid.id },
      { token: customerToken, lang: 'en' },
    );
    assert.equal(ok.key, 'success', ok.msg);
    assert.equal(ok.msg, 'Your complaint has been sent; we will contact you soon');
    const c = await latest();
    assert.equal(c.productOrderId, paid.id);
    assert.equal(c.byId, customer.id);
    assert.equal(c.requestServiceId, null);

    const unpaid = await makeStoreOrder(db, customer.id, 'pending');
    const before = await count();
    const file = (productOrderId: number, token: string, lang: 'ar' | 'en') =>
      t.post('/user/provider/complaint', { reason: 'x', complaint: 'y', product_order_id: productOrderId }, { token, lang });
    for (const [id, token, lang, msg] of [
      [paid.id, otherToken, 'en', 'This store order is not one of your orders'],
      [paid.id, otherToken, 'ar', 'طلب الشراء غير موجود ضمن طلباتك'],
      [999_999, customerToken, 'en', 'This store order is not one of your orders'],
      [unpaid.id, customerToken, 'en', 'You can only complain about a paid store order'],
      [unpaid.id, customerToken, 'ar', 'لا يمكن تقديم شكوى إلا على طلب شراء مدفوع'],
    ] as const) {
      const r = await file(id, token, lang);
      assert.equal(r.key, 'fail');
      assert.equal(r.msg, msg);
    }
    assert.deepEqual(await count(), before);
  });

  it('bad input: no reason, no text, no target, unknown provider/request, bad phone, non-image — nothing stored', async () => {
    const before = await count();
    const base = { reason: 'سبب', complaint: 'نص', provider_id: String(provider.id) };
    const cases: [Record<string, string>, string, { name: string; buffer: Buffer }[]?][] = [
      [{ reason: '' }, 'The reason field is required'],
      [{ complaint: '   ' }, 'The complaint field is required'],
      [{ provider_id: '' }, 'Choose the provider or the request you are complaining about'],
      [{ provider_id: '999999' }, 'The service provider does not exist'],
      [{ provider_id: '', request_service_id: '999999' }, 'The request does not exist'],
      [{ phone: '05-abc' }, 'The phone number value is invalid'],
      [{}, 'The file must be an image (jpg, png, webp)', [{ name: 'note.png', buffer: Buffer.from('plain text') }]],
    ];
    for (const [over, msg, files] of cases) {
      const r = await t.post('/user/provider/complaint', imageForm({ ...base, ...over }, files ?? []), { token: customerToken });
      assert.equal(r.key, 'fail', JSON.stringify(over));
      assert.equal(r.msg, msg);
    }
    const ar = await t.post('/user/provider/complaint', { ...base, reason: '' }, { token: customerToken, lang: 'ar' });
    assert.equal(ar.msg, 'حقل سبب الشكوى مطلوب');
    assert.equal((await t.post('/user/provider/complaint', base, { token: null })).key, 'unauthenticated');
    assert.deepEqual(await count(), before);
    const [r] = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(requestServices);
    assert.equal(Number(r!.n), 2);
  });
});
