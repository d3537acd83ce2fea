/** Money under concurrency: parallel payments of one order charge once; of many orders never overdraw. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { financialTransactions, offerPrices, payments, rates, settlementRequests } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import type { OrderWorld, Party } from './support';
import { balance, credit, deliveryForm, orderRow, paymentsOut, payOnPage, request, worldWithProvider } from './support';

describe('orders: concurrency', () => {
  const t = useTestApp();
  let w: OrderWorld;
  let provider: Party;
  before(async () => ({ w, provider } = await worldWithProvider(t)));

  const accepted = async (customer: Party) => {
    const id = await request(t, customer, w.svc.id, provider.id);
    const r = await t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token });
    assert.equal(r.key, 'success', r.msg);
    return id;
  };

  it('20 parallel wallet payments of one order charge once', async () => {
    const c = await w.user('عميل 1');
    await credit(t, c.id, 1000);
    const id = await accepted(c);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: c.token })),
    );
    assert.equal(results.filter((r) => r.key === 'success').length, 1);
    assert.ok(results.filter((r) => r.key !== 'success').every((r) => r.key === 'fail' && r.msg));
    assert.equal(await paymentsOut(t, c.id), 11500);
    assert.equal(await balance(t, c.id), 100000 - 11500);
    assert.equal((await orderRow(t, id)).status, 3);
  });

  it('20 parallel payments of an open request (10 per offer) charge once and choose one offer', async () => {
    const c = await w.user('عميل 2');
    await credit(t, c.id, 1000);
    const other = await w.provider('مزود آخر', 100);
    const id = await request(t, c, w.svc.id);
    const a = (await t.post('/provider/offers/store', { request_service_id: id, price: 100, duration: 2 }, { token: provider.token })).data
      .offer_price_id;
    const b = (await t.post('/provider/offers/store', { request_service_id: id, price: 120, duration: 2 }, { token: other.token })).data
      .offer_price_id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post('/user/request-service/pay', { request_service_id: id, offer_price_id: i % 2 ? a : b, type: 'wallet' }, { token: c.token }),
      ),
    );
    assert.equal(results.filter((r) => r.key === 'success').length, 1);
    const row = await orderRow(t, id);
    assert.equal(row.status, 3);
    assert.equal(await paymentsOut(t, c.id), row.finalTotal);
    const offers = await t.app.deps.db.select().from(offerPrices).where(eq(offerPrices.requestServiceId, id));
    assert.deepEqual(offers.map((o) => o.status).sort(), ['accepted', 'closed']);
  });

  it('parallel payments of different orders never drive the wallet negative', async () => {
    const c = await w.user('عميل 3');
    await credit(t, c.id, 300); // each order costs 115 SR: two fit, the rest fail
    const orderIds = [];
    for (let i = 0; i < 6; i++) orderIds.push(await accepted(c));
    const results = await Promise.all(
      orderIds.map((id) => t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: c.token })),
    );
    assert.equal(results.filter((r) => r.key === 'success').length, 2);
    assert.equal(await balance(t, c.id), 30000 - 2 * 11500);
    let paid = 0;
    for (const id of orderIds) if ((await orderRow(t, id)).status === 3) paid++;
    assert.equal(paid, 2);
  });

  it('card and wallet at once: the order is paid once; the late card payment is refunded to the wallet', async () => {
    const c = await w.user('عميل 4');
    await credit(t, c.id, 200);
    const id = await accepted(c);
    const card = await t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: c.token });
    assert.equal(card.key, 'success', card.msg);
    const wallet = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: c.token });
    assert.equal(wallet.key, 'success', wallet.msg);
    assert.equal(await balance(t, c.id), 20000 - 11500);
    // The card settles after the wallet paid: the money comes back to the wallet, the order is untouched.
    await Promise.all(Array.from({ length: 5 }, () => payOnPage(t, card.data.url)));
    assert.equal(await balance(t, c.id), 20000);
    const row = await orderRow(t, id);
    assert.equal(row.paymentMethod, 'wallet');
    const [p] = await t.app.deps.db.select().from(payments).where(eq(payments.referenceId, id));
    assert.equal(p!.refundedToWallet, 11500);
    // A second payment now fails and charges nothing.
    const again = await t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: c.token });
    assert.equal(again.key, 'fail');
  });

  it('two card payments settled in parallel: one pays the order, the other is refunded', async () => {
    const c = await w.user('عميل 5');
    const id = await accepted(c);
    const p1 = await t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: c.token });
    const p2 = await t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: c.token });
    await Promise.all([payOnPage(t, p1.data.url), payOnPage(t, p2.data.url)]);
    assert.equal((await orderRow(t, id)).status, 3);
    assert.equal(await balance(t, c.id), 11500, 'exactly one of the two came back to the wallet');
  });

  it('accept and cancel at once on a direct request: exactly one wins, and the state matches it', async () => {
    for (let i = 0; i < 3; i++) {
      const c = await w.user(`عميل سباق ${i}`);
      const id = await request(t, c, w.svc.id, provider.id);
      const [acc, can] = await Promise.all([
        t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token }),
        t.post('/user/request-service/cancel', { request_service_id: id }, { token: c.token }),
      ]);
      const row = await orderRow(t, id);
      // Cancel is allowed before payment, so it may also follow an accept; an accept never follows a cancel.
      if (acc.key === 'success' && can.key === 'success') assert.equal(row.stage, 'cancelled');
      else if (acc.key === 'success') assert.equal(row.stage, 'accepted');
      else {
        assert.equal(can.key, 'success');
        assert.equal(row.stage, 'cancelled');
      }
    }
  });

  it('parallel quotes by one provider store one offer; parallel ratings store one; parallel settlements make one request', async () => {
    const c = await w.user('عميل 6');
    const id = await request(t, c, w.svc.id);
    const quotes = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.post('/provider/offers/store', { request_service_id: id, price: 100, duration: 2 }, { token: provider.token }),
      ),
    );
    assert.equal(quotes.filter((r) => r.key === 'success').length, 1);
    assert.equal((await t.app.deps.db.select().from(offerPrices).where(eq(offerPrices.requestServiceId, id))).length, 1);

    await credit(t, c.id, 500);
    const done = await accepted(c);
    await t.post('/user/request-service/pay', { request_service_id: done, type: 'wallet' }, { token: c.token });
    await t.post('/provider/request-service/finished', deliveryForm(done), { token: provider.token });
    const fin = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/user/request-service/finished', { request_service_id: done }, { token: c.token })),
    );
    assert.equal(fin.filter((r) => r.key === 'success').length, 1);
    assert.equal(
      (await t.app.deps.db.select().from(financialTransactions).where(eq(financialTransactions.requestServiceId, done))).length,
      1,
    );
    const rated = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.post('/rates/store', { provider: provider.id, value: 4, request_service_id: done }, { token: c.token }),
      ),
    );
    assert.equal(rated.filter((r) => r.key === 'success').length, 1);
    assert.equal((await t.app.deps.db.select().from(rates).where(eq(rates.requestServiceId, done))).length, 1);

    await t.post(
      '/provider/bank-account/add',
      { name: 'الراجحي', user_name: 'مزود', number: '1234567890', iban: 'SA0380000000608010167519' },
      { token: provider.token },
    );
    const settle = await Promise.all(
      Array.from({ length: 5 }, () => t.post('/provider/request/settlement', {}, { token: provider.token })),
    );
    assert.equal(settle.filter((r) => r.key === 'success').length, 1, JSON.stringify(settle.map((s) => s.msg)));
    assert.equal((await t.app.deps.db.select().from(settlementRequests).where(eq(settlementRequests.providerId, provider.id))).length, 1);
  });
});
