/** Validation, money arithmetic from settings, notifications per step, ratings of products, financials and settlement. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { complaints, notifications, offerPrices, products, providers, settings, settlementRequests } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { givePurchase, makeProduct, makeStoreCategory } from '../commerce/fixtures';
import { arabic, credit, deliveryForm, orderRow, orderWorld, type Party, request } from './support';

describe('orders: validation, arithmetic, notifications, ratings, financials', () => {
  const t = useTestApp();
  let w: Awaited<ReturnType<typeof orderWorld>>;
  let c: Party;
  let p: Party;

  before(async () => {
    w = await orderWorld(t);
    c = await w.user('عميلة');
    p = await w.provider('مزودة', 100);
    await credit(t, c.id, 10_000);
  });

  const completed = async (customer = c, provider = p) => {
    const id = await request(t, customer, w.svc.id, provider.id);
    await t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token });
    const pay = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(pay.key, 'success', pay.msg);
    await t.post('/provider/request-service/finished', deliveryForm(id), { token: provider.token });
    assert.equal((await t.post('/user/request-service/finished', { request_service_id: id }, { token: customer.token })).key, 'success');
    return id;
  };

  it('bad input is a localized fail and stores nothing', async () => {
    const id = await request(t, c, w.svc.id);
    const before = await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(offerPrices);
    for (const body of [
      { request_service_id: id, price: '', duration: 2 },
      { request_service_id: id, price: -5, duration: 2 },
      { request_service_id: id, price: 'abc', duration: 2 },
      { request_service_id: id, price: 100, duration: 0 },
      { request_service_id: id, price: 100, duration: 2.5 },
      { request_service_id: 'x', price: 100, duration: 2 },
      { price: 100, duration: 2 },
    ]) {
      const r = await t.post('/provider/offers/store', body, { token: p.token, lang: 'ar' });
      assert.equal(r.key, 'fail', JSON.stringify(body));
      assert.match(r.msg, arabic);
    }
    assert.deepEqual(await t.app.deps.db.select({ n: sql<number>`count(*)::int` }).from(offerPrices), before);
    for (const status of [0, 5, 'x']) {
      const r = await t.post('/user/request-service', { status }, { token: c.token, lang: 'ar' });
      assert.equal(r.key, 'fail');
      assert.deepEqual(r.data, [], 'the list keeps its shape');
      assert.match(r.msg, arabic);
    }
    const badType = await t.post('/user/request-service/pay', { request_service_id: id, type: 'cash' }, { token: c.token, lang: 'ar' });
    assert.equal(badType.key, 'fail');
    for (const value of [0, 6, 2.5, '', 'null']) {
      const r = await t.post('/rates/store', { provider: p.id, value }, { token: c.token, lang: 'ar' });
      assert.equal(r.key, 'fail', String(value));
      assert.match(r.msg, arabic);
    }
    const noTarget = await t.post('/rates/store', { value: 4 }, { token: c.token, lang: 'ar' });
    assert.equal(noTarget.key, 'fail');
    assert.match(noTarget.msg, arabic);
  });

  it("accepts the existing client's forms: echoed is_direct/is_negotiate, offer_price_id 'undefined', strings for numbers", async () => {
    const id = await request(t, c, w.svc.id, p.id);
    assert.equal(
      (await t.post('/provider/request-services/accept', { request_service_id: String(id) }, { token: p.token })).key,
      'success',
    );
    const neg = await t.post('/user/request-service/negotiate', { request_service_id: String(id) }, { token: c.token });
    assert.equal(neg.key, 'success', neg.msg);
    const pay = await t.post(
      '/user/request-service/pay',
      { request_service_id: String(id), is_negotiate: '1', offer_price_id: 'undefined', is_direct: 'undefined', type: 'wallet' },
      { token: c.token },
    );
    assert.equal(pay.key, 'success', pay.msg);
    assert.equal(pay.data, null);
    const show = await t.post('/provider/request-services/show', { request_service_id: String(id) }, { token: p.token });
    assert.equal(show.data.order_status, 3);
    assert.equal(typeof show.data.client, 'object');
  });

  it('a provider cannot quote a request outside their services, nor twice', async () => {
    const outsider = await w.provider('خارج الخدمة', 100, 'other');
    const id = await request(t, c, w.svc.id);
    const r = await t.post(
      '/provider/offers/store',
      { request_service_id: id, price: 100, duration: 2 },
      { token: outsider.token, lang: 'en' },
    );
    assert.equal(r.key, 'fail');
    assert.equal(r.msg, 'This request is not in a service you offer');
    assert.equal(
      (await t.post('/provider/offers/store', { request_service_id: id, price: 100, duration: 2 }, { token: p.token })).key,
      'success',
    );
    const twice = await t.post(
      '/provider/offers/store',
      { request_service_id: id, price: 90, duration: 2 },
      { token: p.token, lang: 'en' },
    );
    assert.equal(twice.msg, 'You have already sent a price offer on this request');
  });

  it('tax and commission come from the settings; amounts are exact in halalas', async () => {
    await t.app.deps.db.update(settings).set({ value: '12.5' }).where(eq(settings.key, 'commission_rate'));
    try {
      const id = await request(t, c, w.svc.id);
      await t.post('/provider/offers/store', { request_service_id: id, price: '99.99', duration: 2 }, { token: p.token });
      const show = await t.post('/user/request-service/show', { request_service_id: id }, { token: c.token });
      assert.equal(show.data.offers[0].final_total, 114.99, '99.99 + 15 % (15.00 rounded half up) = 114.99');
      await t.post(
        '/user/request-service/pay',
        { request_service_id: id, offer_price_id: show.data.offers[0].id, type: 'wallet' },
        { token: c.token },
      );
      const row = await orderRow(t, id);
      assert.equal(row.price, 9999);
      assert.equal(row.taxValue, 1500);
      assert.equal(row.finalTotal, 11499);
      assert.equal(row.appRate, 1250);
      const ps = await t.post('/provider/request-services/show', { request_service_id: id }, { token: p.token });
      assert.equal(ps.data.provider_due, 87.49);
      assert.equal(ps.data.app_rate, 12.5);
      assert.equal(ps.data.tax_value, 15);
    } finally {
      await t.app.deps.db.update(settings).set({ value: '10' }).where(eq(settings.key, 'commission_rate'));
    }
  });

  it('each step notifies the other side with the order id', async () => {
    const id = await completed();
    await t.post('/rates/store', { provider: p.id, value: 5, request_service_id: id }, { token: c.token });
    const rows = await t.app.deps.db.select().from(notifications).where(eq(notifications.requestServiceId, id));
    const toProvider = rows.filter((n) => n.recipientRole === 'provider' && n.recipientId === p.id).map((n) => n.bodyEn);
    const toUser = rows.filter((n) => n.recipientRole === 'user' && n.recipientId === c.id).map((n) => n.bodyEn);
    assert.ok(toProvider.some((b) => /New service request/.test(b)));
    assert.ok(toProvider.some((b) => /has been paid/.test(b)));
    assert.ok(toProvider.some((b) => /is complete/.test(b)));
    assert.ok(toProvider.some((b) => /rated you/.test(b)));
    assert.ok(toUser.some((b) => /accepted your request/.test(b)));
    assert.ok(toUser.some((b) => /delivered order/.test(b)));
    // The bell counts them; the list carries the type and the order id the pages link with.
    const count = await t.get('/user/notifications/count', { token: c.token });
    assert.ok(count.data.count >= 2);
    const page = await t.get('/provider/notifications?page=1', { token: p.token });
    const item = page.data.data.find((n: { data: { request_service_id: number } }) => n.data.request_service_id === id);
    assert.equal(item.data.type, 'request_service');
    const open = await request(t, c, w.svc.id);
    await t.post('/provider/offers/store', { request_service_id: open, price: 100, duration: 2 }, { token: p.token });
    const userPage = await t.get('/user/notifications?page=1', { token: c.token, lang: 'ar' });
    const offerNote = userPage.data.data.find((n: { data: { request_service_id: number } }) => n.data.request_service_id === open);
    assert.equal(offerNote.data.type, 'offer_price_added');
    assert.match(offerNote.body, arabic);
  });

  it('rating without request_service_id rates the latest completed unrated order; product ratings need a purchase', async () => {
    const c2 = await w.user('عميل آخر');
    await credit(t, c2.id, 1000);
    const none = await t.post('/rates/store', { provider: p.id, value: 4 }, { token: c2.token, lang: 'en' });
    assert.equal(none.msg, 'There is no completed, unrated order between you');
    await completed(c2);
    await completed(c2);
    assert.equal((await t.post('/rates/store', { provider: p.id, value: 4 }, { token: c2.token })).key, 'success');
    assert.equal((await t.post('/rates/store', { provider_id: p.id, value: 2 }, { token: c2.token })).key, 'success');
    const third = await t.post('/rates/store', { provider: p.id, value: 3 }, { token: c2.token, lang: 'en' });
    assert.equal(third.msg, 'You have already rated this');
    const [prov] = await t.app.deps.db.select().from(providers).where(eq(providers.id, p.id));
    assert.equal(prov!.rateCount, 3, 'with the 5 from the notifications test');
    assert.equal(prov!.rateAvg, 367, 'avg(5, 4, 2) × 100, rounded');
    // The provider rates the client the same way (key `user`).
    assert.equal((await t.post('/rates/store', { user: c2.id, value: 5 }, { token: p.token })).key, 'success');

    const storeCat = await makeStoreCategory(t.app.deps.db);
    const product = await makeProduct(t.app.deps.db, p.id, storeCat.id);
    const notBought = await t.post('/rates/store', { product: product.id, value: 5 }, { token: c2.token, lang: 'en' });
    assert.equal(notBought.msg, 'You can rate only products you bought');
    await givePurchase(t.app.deps.db, c2.id, product.id);
    assert.equal((await t.post('/rates/store', { product: product.id, value: 4, comment: 'جيد' }, { token: c2.token })).key, 'success');
    assert.equal((await t.post('/rates/store', { product_id: product.id, value: 4 }, { token: c2.token })).key, 'fail');
    const [prod] = await t.app.deps.db.select().from(products).where(eq(products.id, product.id));
    assert.equal(prod!.rateAvg, 400);
    const mine = await t.get('/user/my-rates', { token: c2.token });
    const productRate = mine.data.find((r: { product: unknown }) => r.product);
    assert.equal(productRate.product.id, product.id);
    assert.equal(productRate.provider.id, p.id);
    const received = mine.data.find((r: { direction: string }) => r.direction === 'received');
    assert.equal(received.provider.id, p.id);
    assert.equal(received.value, 5);
  });

  it('complaint on an order reaches the admin table; either party may file it', async () => {
    const id = await completed();
    assert.equal(
      (
        await t.post(
          '/request-service/send-complaint',
          { request_service_id: id, complaint: 'تأخر التسليم', reason: 'تأخير' },
          { token: c.token },
        )
      ).key,
      'success',
    );
    assert.equal((await t.post('/request-service/send-complaint', { request_service_id: id }, { token: p.token })).key, 'success');
    const rows = await t.app.deps.db.select().from(complaints).where(eq(complaints.requestServiceId, id));
    assert.deepEqual(rows.map((r) => r.byRole).sort(), ['provider', 'user']);
    assert.ok(rows.every((r) => r.complaint.length > 0));
  });

  it('financial transactions, totals and one settlement of the whole due', async () => {
    const pp = await w.provider('مزود التسوية', 200);
    const none = await t.post('/provider/request/settlement', {}, { token: pp.token, lang: 'en' });
    assert.equal(none.key, 'fail');
    await completed(c, pp);
    await completed(c, pp);
    let fin = await t.get('/provider/financial/transactions', { token: pp.token, lang: 'ar' });
    assert.equal(fin.data.transactions.length, 2);
    assert.equal(fin.data.total_transactions, 460);
    assert.equal(fin.data.total_due, 360);
    assert.equal(fin.data.transactions[0].payment_method, 'المحفظة');
    assert.equal(fin.data.pending_settlement, null);

    const noBank = await t.post('/provider/request/settlement', {}, { token: pp.token, lang: 'en' });
    assert.equal(noBank.msg, 'Add your bank account first');
    const bank = await t.post(
      '/provider/bank-account/add',
      { name: 'الأهلي', user_name: 'مزود', number: '1234567890', iban: 'SA0380000000608010167519' },
      { token: pp.token },
    );
    assert.equal(bank.key, 'success', bank.msg);
    const wrong = await t.post('/provider/request/settlement', { amount: 100 }, { token: pp.token, lang: 'en' });
    assert.equal(wrong.key, 'fail');
    assert.match(wrong.msg, /your due balance 360$/);
    await t.app.deps.db.update(settings).set({ value: 'false' }).where(eq(settings.key, 'open_settlement'));
    const closed = await t.post('/provider/request/settlement', {}, { token: pp.token, lang: 'en' });
    assert.equal(closed.msg, 'Settlement requests are closed at the moment');
    await t.app.deps.db.update(settings).set({ value: 'true' }).where(eq(settings.key, 'open_settlement'));
    const ok = await t.post('/provider/request/settlement', { amount: 360 }, { token: pp.token });
    assert.equal(ok.key, 'success', ok.msg);
    fin = await t.get('/provider/financial/transactions', { token: pp.token });
    assert.equal(fin.data.total_due, 0);
    assert.equal(fin.data.pending_settlement.amount, 360);
    const again = await t.post('/provider/request/settlement', {}, { token: pp.token, lang: 'en' });
    assert.equal(again.msg, 'You already have a settlement request under review');
    const rows = await t.app.deps.db
      .select()
      .from(settlementRequests)
      .where(and(eq(settlementRequests.providerId, pp.id), eq(settlementRequests.status, 'pending')));
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.amount, 36000);
    // Customers cannot call it.
    assert.notEqual((await t.get('/provider/financial/transactions', { token: c.token })).key, 'success');

    // The admin sees it with the bank account, refuses it (the due comes back), then pays the next one.
    const login = await t.post('/admin/login', { email: t.config.admin.email, password: t.config.admin.password });
    assert.equal(login.key, 'success', login.msg);
    const admin = login.data.token;
    assert.notEqual((await t.get('/admin/settlements', { token: pp.token })).key, 'success', 'providers cannot list them');
    const listed = await t.get('/admin/settlements', { token: admin });
    const mine = listed.data.data.find((x: { provider: { id: number } }) => x.provider.id === pp.id);
    assert.equal(mine.status, 'pending');
    assert.equal(mine.bank.bank_iban, 'SA0380000000608010167519');
    assert.equal((await t.post(`/admin/settlements/${mine.id}/reject`, { reason: 'IBAN mismatch' }, { token: admin })).key, 'success');
    assert.equal(
      (await t.post(`/admin/settlements/${mine.id}/pay`, { reference: 'TRX-1' }, { token: admin, lang: 'ar' })).key,
      'fail',
      'already handled',
    );
    fin = await t.get('/provider/financial/transactions', { token: pp.token });
    assert.equal(fin.data.total_due, 360);
    assert.equal(fin.data.pending_settlement, null);
    assert.equal((await t.post('/provider/request/settlement', {}, { token: pp.token })).key, 'success');
    const next = (await t.get('/admin/settlements', { token: admin })).data.data.find(
      (x: { provider: { id: number }; status: string }) => x.provider.id === pp.id && x.status === 'pending',
    );
    assert.equal((await t.post(`/admin/settlements/${next.id}/pay`, { reference: 'TRX-2' }, { token: admin })).key, 'success');
    fin = await t.get('/provider/financial/transactions', { token: pp.token });
    assert.equal(fin.data.total_due, 0);
    assert.equal(fin.data.pending_settlement, null);
    assert.equal((await t.post('/admin/settlements/999999/pay', { reference: 'TRX-3' }, { token: admin, lang: 'ar' })).key, 'fail');
  });
});
