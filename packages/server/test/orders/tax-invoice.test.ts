import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { invoices } from '../../src/db/schema';
import { decodeZatcaQr } from '../../src/lib/zatca';
import { closeWithSockets, createListeningApp, nextEvent, openSocket, outcome } from '../helpers/sockets';
import type { TestApp } from '../helpers/test-app';
import { credit, orderWorld, type Party, payOnPage, request } from './support';

/** A paid service order gets one simplified tax invoice, and its chat invoice card shows it paid, live. */
describe('orders: tax invoice of a paid service order, paid state of its chat invoice', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof orderWorld>>;
  let customer: Party;
  let stranger: Party;
  let p1: Party;
  let url: string;
  const sockets: Socket[] = [];

  before(async () => {
    ({ t, url } = await createListeningApp());
    w = await orderWorld(t);
    customer = await w.user('سارة');
    stranger = await w.user('خالد');
    p1 = await w.provider('استوديو ألف', 200);
  });
  after(() => closeWithSockets(t, sockets));

  const invoicesOf = (id: number) =>
    t.app.deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'services'), eq(invoices.orderId, id)));
  const show = (id: number) => t.post('/user/request-service/show', { request_service_id: id }, { token: customer.token });

  /** Direct request accepted by p1 (status 2, 300 SR + 15 % VAT). */
  async function accepted() {
    const id = await request(t, customer, w.svc.id, p1.id);
    assert.equal((await t.post('/provider/request-services/accept', { request_service_id: id }, { token: p1.token })).key, 'success');
    return id;
  }

  it('paying by wallet writes one invoice; the customer and the provider read it, nobody else; paying again adds none', async () => {
    const id = await accepted();
    assert.equal((await show(id)).data.invoice, null, 'no invoice before payment');
    await credit(t, customer.id, 1000);
    const paid = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(paid.key, 'success', paid.msg);
    const again = await t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token });
    assert.equal(again.key, 'fail');
    const rows = await invoicesOf(id);
    assert.equal(rows.length, 1);
    const row = rows[0]!;
    assert.equal(row.userId, customer.id);
    assert.deepEqual(row.providerIds, [p1.id]);
    assert.equal(row.subtotal + row.vatAmount, row.total);
    assert.equal(row.total, (await show(id)).data.final_total * 100);
    assert.deepEqual((await show(id)).data.invoice, { kind: 'services', id });

    const mine = await t.get(`/invoices/services/${id}`, { token: customer.token });
    assert.equal(mine.key, 'success', mine.msg);
    assert.equal(mine.data.total, 230);
    assert.equal(mine.data.vat_amount, 30);
    assert.equal(mine.data.lines.length, 1);
    assert.equal(mine.data.lines[0].name, 'شعارات');
    const tags = decodeZatcaQr(mine.data.qr);
    assert.equal(tags[4], '230.00');
    assert.equal(tags[5], '30.00');
    assert.equal((await t.get(`/invoices/services/${id}`, { token: p1.token })).key, 'success');
    assert.equal((await t.get(`/invoices/services/${id}`, { token: stranger.token })).key, 'fail');
    const page = await t.app.inject({ method: 'GET', url: new URL(mine.data.pdf_url).pathname });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /SR-\d{6}/, 'the printable page names the request number');
  });

  it('paying a negotiated invoice by card writes one invoice, marks the chat invoice paid and tells both members live', async () => {
    const id = await accepted();
    const room = (await t.post('/user/request-service/negotiate', { request_service_id: id }, { token: customer.token })).data.room_id;
    const sheet = await t.post(
      '/provider/request-services/negotiates/store',
      { request_service_id: id, price: '260', duration: '3' },
      { token: p1.token },
    );
    assert.equal(sheet.key, 'success', sheet.msg);
    const before = await t.get(`/get-room-messages/${room}`, { token: customer.token });
    const card = before.data.messages.data.at(-1).invoice;
    assert.equal(card.status, 'open');
    assert.equal(card.is_paid, false);
    assert.equal(JSON.parse(before.data.messages.data.at(-1).body).final_total, 299, 'the body keeps the existing shape');

    const u = openSocket(url, customer.token);
    const v = openSocket(url, p1.token);
    sockets.push(u, v);
    assert.deepEqual(await Promise.all([outcome(u), outcome(v)]), ['connected', 'connected']);
    const heardU = nextEvent<Record<string, unknown>>(u, 'invoiceStatus', 10_000);
    const heardV = nextEvent<Record<string, unknown>>(v, 'invoiceStatus', 10_000);

    const start = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'card' },
      { token: customer.token },
    );
    assert.equal(start.key, 'success', start.msg);
    assert.equal((await invoicesOf(id)).length, 0, 'nothing issued before the gateway settles');
    await payOnPage(t, start.data.url);

    const expected = { room_id: room, negotiate_id: sheet.data.negotiate_id, request_service_id: id, status: 'paid', is_paid: true };
    assert.deepEqual(await heardU, expected);
    assert.deepEqual(await heardV, expected);
    const rows = await invoicesOf(id);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.total, 29900);
    for (const token of [customer.token, p1.token]) {
      const after = await t.get(`/get-room-messages/${room}`, { token });
      assert.equal(after.data.messages.data.at(-1).invoice.is_paid, true);
      assert.equal(after.data.messages.data.at(-1).invoice.status, 'paid');
    }
    assert.deepEqual((await show(id)).data.invoice, { kind: 'services', id });
    // A second card attempt fails before reaching the gateway; still one invoice.
    const twice = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: sheet.data.negotiate_id, type: 'card' },
      { token: customer.token },
    );
    assert.equal(twice.key, 'fail');
    assert.equal((await invoicesOf(id)).length, 1);
  });

  it('20 parallel wallet payments of one order write one invoice', async () => {
    const id = await accepted();
    await credit(t, customer.id, 1000);
    const all = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post('/user/request-service/pay', { request_service_id: id, type: 'wallet' }, { token: customer.token }),
      ),
    );
    assert.equal(all.filter((r) => r.key === 'success').length, 1);
    assert.equal((await invoicesOf(id)).length, 1);
  });
});
