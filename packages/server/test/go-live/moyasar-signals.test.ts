/**
 * What the Moyasar signals can and cannot do: forged return URLs, wrong webhook secrets,
 * duplicate and concurrent notices, an amount that does not match, gateway failures,
 * expiry, and amounts Moyasar does not take.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { productOrders } from '../../src/db/schema';
import { orderRow, type Party, request } from '../orders/support';
import { type MoyasarWorld, moyasarOrders, type OrderWorld, PUBLIC_URL, statusOf, WEBHOOK_PATH } from './support';

const arabic = /[\u0600-\u06FF]/;
const MINUTE = 60_000;

describe('go live: Moyasar signals are checked against the invoice we stored', () => {
  let w: MoyasarWorld;
  let o: OrderWorld;
  let customer: Party;
  before(async () => {
    ({ w, o, customer } = await moyasarOrders('ريم'));
  });
  after(async () => w.close());

  const balance = (id: number) => w.balance(id);
  const entries = (id: number, kind: 'charge' | 'refund') => w.walletEntries(id, kind);
  const topUp = async (who: Party, amount: number) => {
    const r = await w.t.post('/user/frontend-charge-wallet', { amount }, { token: who.token });
    assert.equal(r.key, 'success', r.msg);
    const p = await w.payment(r.data.payment_id);
    return { id: p.id, url: r.data.url as string, invoice: w.moyasar.invoices.get(p.gatewayRef!)!, token: p.checkoutToken };
  };
  const returnUrl = (p: { id: number; token: string }) => `${PUBLIC_URL}/api/v1/payments/moyasar/return/${p.id}/${p.token}`;
  const callbackUrl = (p: { id: number; token: string }) => `${PUBLIC_URL}/api/v1/payments/moyasar/callback/${p.id}/${p.token}`;

  it('a return URL with a forged or foreign invoice id changes nothing', async () => {
    const other = await o.user('آخر');
    const mine = await topUp(customer, 40);
    const theirs = await topUp(other, 70);
    w.moyasar.markPaid(theirs.invoice.id);
    const start = await balance(customer.id);

    // Our payment's return, carrying the other customer's paid invoice and a "paid" status.
    const forged = `${returnUrl(mine)}?id=${theirs.invoice.id}&status=paid&message=APPROVED`;
    const back = await w.open(forged);
    assert.equal(back.status, 303);
    assert.equal(statusOf(back.location), 'pending');
    assert.equal((await w.payment(mine.id)).status, 'pending');
    assert.equal(await balance(customer.id), start);
    // A made-up invoice id or a wrong token: nothing either.
    assert.equal(statusOf((await w.open(`${returnUrl(mine)}?id=00000000-0000-0000-0000-000000000000&status=paid`)).location), 'pending');
    assert.equal((await w.open(returnUrl({ id: mine.id, token: 'guess' }))).status, 404);
    assert.equal((await w.open(returnUrl({ id: theirs.id, token: mine.token }))).status, 404);
    assert.equal(await balance(customer.id), start);
    // The callback of our payment does not settle it on the strength of another invoice either.
    assert.equal(await w.notify(callbackUrl(mine), { id: 'x', status: 'paid', invoice_id: theirs.invoice.id, amount: 4000 }), 200);
    assert.equal((await w.payment(mine.id)).status, 'pending');
    assert.equal(await balance(customer.id), start);
  });

  it('a webhook with a wrong or missing secret token gets 401 and changes nothing', async () => {
    const p = await topUp(customer, 25);
    const payment = w.moyasar.markPaid(p.invoice.id);
    const start = await balance(customer.id);
    const calls = w.moyasar.calls.length;
    for (const body of [
      w.moyasar.webhookBody(payment, 'wrong-secret'),
      w.moyasar.webhookBody(payment, `${w.moyasar.webhookSecret}x`),
      w.moyasar.webhookBody(payment, ''),
      { ...w.moyasar.webhookBody(payment), secret_token: undefined },
      { type: 'payment_paid', data: payment },
    ]) {
      assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, body), 401);
    }
    assert.equal(w.moyasar.calls.length, calls, 'a refused webhook does not even reach the gateway');
    assert.equal((await w.payment(p.id)).status, 'pending');
    assert.equal(await balance(customer.id), start);
    // The right secret: settled.
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(payment)), 200);
    assert.equal((await w.payment(p.id)).status, 'paid');
    assert.equal(await balance(customer.id), start + 2500);
  });

  it('duplicate and concurrent notices settle once', async () => {
    const p = await topUp(customer, 60);
    const payment = w.moyasar.markPaid(p.invoice.id);
    const start = await balance(customer.id);
    const charges = (await entries(customer.id, 'charge')).length;
    const signals = [
      ...Array.from({ length: 4 }, () => w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(payment))),
      ...Array.from({ length: 3 }, () => w.notify(callbackUrl(p), payment)),
      ...Array.from({ length: 3 }, () => w.open(`${returnUrl(p)}?id=${payment.id}&status=paid`).then((r) => r.status)),
    ];
    const statuses = await Promise.all(signals);
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 200, 200, 303, 303, 303]);
    assert.equal(await balance(customer.id), start + 6000);
    assert.equal((await entries(customer.id, 'charge')).length, charges + 1);
    // And again later, one by one.
    await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(payment));
    await w.notify(callbackUrl(p), payment);
    assert.equal(await balance(customer.id), start + 6000);
  });

  it('an invoice paid with another amount or currency is not settled', async () => {
    const p = await topUp(customer, 80);
    p.invoice.amount = 100; // what the gateway reports differs from what we asked
    const payment = w.moyasar.markPaid(p.invoice.id);
    const start = await balance(customer.id);
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(payment)), 200);
    assert.equal(statusOf((await w.open(returnUrl(p))).location), 'pending');
    assert.equal((await w.payment(p.id)).status, 'pending');
    const q = await topUp(customer, 80);
    q.invoice.currency = 'USD';
    w.moyasar.markPaid(q.invoice.id);
    await w.notify(callbackUrl(q), {});
    assert.equal((await w.payment(q.id)).status, 'pending');
    assert.equal(await balance(customer.id), start);
    assert.ok(w.log.some((l) => l.includes('does not match')));
  });

  it('gateway failures (timeout, 5xx, 401): a localized fail, the order stays payable, the log has no secret key', async () => {
    const provider = await o.provider('استوديو الأعطال', 150);
    const id = await request(w.t, customer, o.svc.id, provider.id);
    await w.t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token });
    const logFrom = w.log.length;
    for (const failure of ['timeout', 500, 401] as const) {
      w.moyasar.failNext(failure);
      const started = Date.now();
      const r = await w.t.post(
        '/user/request-service/pay',
        { request_service_id: id, type: 'card' },
        { token: customer.token, lang: 'ar' },
      );
      assert.equal(r.key, 'fail', `${failure}: ${r.msg}`);
      assert.match(r.msg, arabic);
      assert.ok(Date.now() - started < 5000, 'answered within the gateway timeout');
      assert.equal((await orderRow(w.t, id)).status, 2);
    }
    const en = await (async () => {
      w.moyasar.failNext(502);
      return w.t.post('/user/frontend-charge-wallet', { amount: 10 }, { token: customer.token, lang: 'en' });
    })();
    assert.equal(en.key, 'fail');
    assert.match(en.msg, /payment gateway/i);

    // The order can be paid: the next attempt gets an invoice and settles.
    const ok = await w.t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: customer.token });
    assert.equal(ok.key, 'success', ok.msg);
    assert.equal(statusOf(await w.pay(ok.data.url)), 'paid');
    assert.equal((await orderRow(w.t, id)).status, 3);

    // A notice that arrives while Moyasar cannot be asked is answered 503, so it is sent again.
    const top = await topUp(customer, 12);
    const paidMeanwhile = w.moyasar.markPaid(top.invoice.id);
    w.moyasar.failNext(500, 2);
    assert.equal(await w.notify(callbackUrl(top), paidMeanwhile), 503);
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(paidMeanwhile)), 503);
    assert.equal((await w.payment(top.id)).status, 'pending');
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(paidMeanwhile)), 200);
    assert.equal((await w.payment(top.id)).status, 'paid');

    const lines = w.log.slice(logFrom).join('\n');
    assert.match(lines, /payment gateway failed/);
    assert.match(lines, /"reason":"timeout"/);
    assert.match(lines, /"status":500/);
    assert.match(lines, /"status":401/);
    assert.ok(!lines.includes(w.moyasar.secretKey), 'no secret key in the log');
    assert.ok(!lines.includes(Buffer.from(`${w.moyasar.secretKey}:`).toString('base64')), 'no Basic credentials in the log');
  });

  it('a store checkout whose invoice cannot be created leaves the cart payable', async () => {
    const db = w.t.app.deps.db;
    const buyer = await o.user('مشترية');
    await w.cartWith(buyer, 30);
    w.moyasar.failNext(500);
    const r = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token });
    assert.equal(r.key, 'fail');
    assert.equal((await db.select().from(productOrders).where(eq(productOrders.userId, buyer.id))).length, 0, 'no order left behind');
    const again = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token });
    assert.equal(again.key, 'success', again.msg);
    assert.equal(statusOf(await w.pay(again.data.url)), 'paid');
  });

  it('amounts under 1 SAR are refused with a localized fail, before any invoice', async () => {
    const db = w.t.app.deps.db;
    const buyer = await o.user('مشتري صغير');
    await w.cartWith(buyer, 0.5);
    const calls = w.moyasar.calls.length;
    const ar = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token, lang: 'ar' });
    assert.equal(ar.key, 'fail');
    assert.match(ar.msg, arabic);
    const en = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token, lang: 'en' });
    assert.match(en.msg, / 1 SR/);
    assert.equal(w.moyasar.calls.length, calls);
  });

  it('expiry: an overdue invoice is cancelled at Moyasar, its checkout can be paid again, a late paid goes to the wallet', async () => {
    const db = w.t.app.deps.db;
    const buyer = await o.user('متأخر');
    await w.cartWith(buyer, 40);
    const first = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token });
    const firstPayment = await w.payment(
      Number((await db.select().from(productOrders).where(eq(productOrders.id, first.data.order_id)))[0]!.paymentRef),
    );
    const topup = await topUp(buyer, 20);
    // One paid just in time (its signals still on their way): the sweep settles it, never expires it.
    const inTime = await topUp(buyer, 15);
    w.moyasar.markPaid(inTime.invoice.id);

    // Not yet overdue at 59 minutes.
    w.t.advance(59 * MINUTE);
    assert.equal(await w.t.app.services.payments.expireOverdue(), 0);
    w.t.advance(2 * MINUTE);
    // These two, and whatever the tests above left pending.
    assert.ok((await w.t.app.services.payments.expireOverdue()) >= 2);
    assert.equal((await w.payment(firstPayment.id)).status, 'expired');
    assert.equal((await w.payment(topup.id)).status, 'expired');
    assert.equal((await w.payment(inTime.id)).status, 'paid');
    assert.equal(w.moyasar.invoices.get(firstPayment.gatewayRef!)!.status, 'canceled');
    assert.equal(topup.invoice.status, 'canceled');
    assert.ok(w.moyasar.calls.some((c) => c.method === 'PUT' && c.path === `/v1/invoices/${topup.invoice.id}/cancel`));
    assert.equal((await db.select().from(productOrders).where(eq(productOrders.id, first.data.order_id)))[0]!.status, 'failed');
    assert.equal((await w.t.get(`/payments/${topup.id}`, { token: buyer.token })).data.status, 'expired');

    // The cart is paid again, with a new invoice.
    const second = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: buyer.token });
    assert.equal(second.key, 'success', second.msg);
    assert.notEqual(second.data.order_id, first.data.order_id);
    assert.notEqual(second.data.url, first.data.url);
    assert.equal(statusOf(await w.pay(second.data.url)), 'paid');

    // A paid that arrives late all the same (paid as it was being cancelled) is credited to the wallet.
    const start = await balance(buyer.id);
    const late = w.moyasar.markPaid(topup.invoice.id);
    assert.equal(await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(late)), 200);
    const settled = await w.payment(topup.id);
    assert.equal(settled.status, 'paid');
    assert.equal(settled.refundedToWallet, 2000);
    assert.equal(await balance(buyer.id), start + 2000);
    assert.equal((await entries(buyer.id, 'refund')).length, 1);
    // Once.
    await w.notify(`${PUBLIC_URL}${WEBHOOK_PATH}`, w.moyasar.webhookBody(late));
    assert.equal(await balance(buyer.id), start + 2000);
  });
});
