/**
 * The whole card journey through the Moyasar stand-in, for each thing a card pays: a wallet
 * top-up, a service order, a negotiation invoice and a store checkout. The customer pays on
 * the stand-in's hosted page, which posts the callback, sends the webhook and redirects back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { orderRow, type Party, request } from '../orders/support';
import { type MoyasarWorld, moyasarOrders, type OrderWorld, PUBLIC_URL, paymentIdOf, statusOf } from './support';

describe('go live: card payments through Moyasar (stand-in)', () => {
  let w: MoyasarWorld;
  let o: OrderWorld;
  let customer: Party;
  before(async () => {
    ({ w, o, customer } = await moyasarOrders('نورة'));
  });
  after(async () => w.close());

  const balance = (id: number) => w.balance(id);

  it('wallet top-up: an invoice as documented, paid on the hosted page, credited once for three signals', async () => {
    const calls = w.moyasar.calls.length;
    const r = await w.t.post('/user/frontend-charge-wallet', { amount: '150.5' }, { token: customer.token });
    assert.equal(r.key, 'success', r.msg);
    const created = w.moyasar.calls[calls]!;
    assert.equal(created.method, 'POST');
    assert.equal(created.path, '/v1/invoices');
    assert.equal(created.authorization, `Basic ${Buffer.from(`${w.moyasar.secretKey}:`).toString('base64')}`);
    const body = created.body as Record<string, unknown>;
    assert.equal(body.amount, 15050);
    assert.equal(body.currency, 'SAR');
    assert.equal(typeof body.description, 'string');
    assert.deepEqual(body.metadata, { payment_id: String(r.data.payment_id) });
    for (const key of ['success_url', 'back_url', 'callback_url']) {
      assert.ok(String(body[key]).startsWith(`${PUBLIC_URL}/api/v1/payments/moyasar/`), `${key}: ${body[key]}`);
    }
    // The customer is sent to the invoice's page, and the invoice id is stored with our payment.
    const invoice = [...w.moyasar.invoices.values()].at(-1)!;
    assert.equal(r.data.url, invoice.url);
    assert.equal((await w.payment(r.data.payment_id)).gatewayRef, invoice.id);
    assert.equal(await balance(customer.id), 0);

    const back = await w.pay(r.data.url);
    assert.equal(back, `${PUBLIC_URL}/walletView?payment_id=${r.data.payment_id}&payment_status=paid`);
    const notices = w.moyasar.delivered.filter(
      (d) =>
        (d.body as { id?: string; data?: { invoice_id?: string } }).data?.invoice_id === invoice.id ||
        (d.body as { invoice_id?: string }).invoice_id === invoice.id,
    );
    assert.deepEqual(
      notices.map((d) => d.status),
      [200, 200],
      'callback and webhook acknowledged',
    );
    assert.equal(await balance(customer.id), 15050, 'halalas');
    assert.equal((await w.walletEntries(customer.id, 'charge')).length, 1);
    const shown = await w.t.get(`/payments/${r.data.payment_id}`, { token: customer.token });
    assert.equal(shown.data.status, 'paid');
    assert.equal((await w.payment(r.data.payment_id)).cardLast4, '1111');
  });

  it('service order: paid by card on the hosted page; an invoice paid after the wallet paid is credited to the wallet', async () => {
    const provider = await o.provider('استوديو مُيسّر', 200);
    const id = await request(w.t, customer, o.svc.id, provider.id);
    assert.equal(
      (await w.t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token })).key,
      'success',
    );
    const first = await w.t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: customer.token });
    assert.equal(first.key, 'success', first.msg);
    const second = await w.t.post('/user/request-service/pay', { request_service_id: id, type: 'card' }, { token: customer.token });
    assert.equal(second.key, 'success', second.msg);
    assert.notEqual(first.data.url, second.data.url, 'each card attempt is an invoice of its own');
    assert.equal((await orderRow(w.t, id)).status, 2, 'nothing changes before the invoice is paid');

    const back = await w.pay(first.data.url);
    assert.match(back, new RegExp(`^${PUBLIC_URL}/userOrderDetails/${id}\\?payment_id=\\d+&payment_status=paid$`));
    const paid = await orderRow(w.t, id);
    assert.equal(paid.status, 3);
    assert.equal(paid.paymentMethod, 'card');
    assert.equal(paid.finalTotal, 23000);

    // The second invoice is paid too: the order cannot take it, the wallet does.
    const before = await balance(customer.id);
    const again = await w.pay(second.data.url);
    assert.equal(statusOf(again), 'paid');
    assert.equal((await w.payment(paymentIdOf(again))).refundedToWallet, 23000);
    assert.equal(await balance(customer.id), before + 23000);
  });

  it('negotiation invoice: paid by card through the stand-in', async () => {
    const provider = await o.provider('مصمم التفاوض', 300);
    const id = await request(w.t, customer, o.svc.id, provider.id);
    await w.t.post('/provider/request-services/accept', { request_service_id: id }, { token: provider.token });
    assert.equal((await w.t.post('/user/request-service/negotiate', { request_service_id: id }, { token: customer.token })).key, 'success');
    const sheet = await w.t.post(
      '/provider/request-services/negotiates/store',
      { request_service_id: id, price: '260', duration: '3', service_details: 'ثلاثة مقترحات' },
      { token: provider.token },
    );
    assert.equal(sheet.key, 'success', sheet.msg);
    const pay = await w.t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'card' },
      { token: customer.token },
    );
    assert.equal(pay.key, 'success', pay.msg);
    const invoice = [...w.moyasar.invoices.values()].at(-1)!;
    assert.equal(invoice.amount, 29900);
    const back = await w.pay(pay.data.url);
    assert.equal(statusOf(back), 'paid');
    const row = await orderRow(w.t, id);
    assert.equal(row.status, 3);
    assert.equal(row.finalTotal, 29900);
  });

  it('store checkout: paid by card, the files are owned once it settles', async () => {
    await w.cartWith(customer, 25);
    const r = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: customer.token });
    assert.equal(r.key, 'success', r.msg);
    assert.equal(r.data.paid, false);
    const invoice = [...w.moyasar.invoices.values()].at(-1)!;
    assert.equal(r.data.url, invoice.url);
    // A repeat answers the same invoice's page.
    const repeat = await w.t.post('/user/create-order', { pay_type: 3, coupon: '' }, { token: customer.token });
    assert.equal(repeat.data.url, invoice.url);
    assert.equal((await w.t.get('/user/downloads', { token: customer.token })).data.length, 0);

    const back = await w.pay(r.data.url);
    assert.match(back, /\/filesView\?payment_id=\d+&payment_status=paid$/);
    const downloads = await w.t.get('/user/downloads', { token: customer.token });
    assert.equal(downloads.data.length, 1);
  });
});
