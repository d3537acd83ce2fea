/** The demo data lets a newcomer try every order screen: orders in every state, and each next step works. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { providers, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';

describe('orders: demo data', () => {
  const t = useTestApp({ demo: true });
  let customer: string;
  let sara: string;

  before(async () => {
    const [u] = await t.app.deps.db.select().from(users).where(eq(users.phone, '500000001'));
    const [p] = await t.app.deps.db.select().from(providers).where(eq(providers.phone, '500000101'));
    customer = await t.app.deps.tokens.issue('user', u!.id);
    sara = await t.app.deps.tokens.issue('provider', p!.id);
  });

  // biome-ignore lint/suspicious/noExplicitAny: envelope data
  const list = async (status: number): Promise<any[]> => (await t.post('/user/request-service', { status }, { token: customer })).data;

  it('the demo customer has orders in every tab and every stage', async () => {
    const stages = new Set<string>();
    for (const s of [1, 2, 3, 4]) {
      const rows = await list(s);
      assert.ok(rows.length > 0, `tab ${s}`);
      for (const r of rows) stages.add(r.stage);
    }
    for (const s of [
      'waiting_offers',
      'awaiting_provider',
      'accepted',
      'invoice_issued',
      'in_progress',
      'delivered',
      'finished',
      'cancelled',
    ])
      assert.ok(stages.has(s), s);
    const open = (await list(1)).find((r) => r.stage === 'waiting_offers' && r.offers_count === 2);
    const show = await t.post('/user/request-service/show', { request_service_id: open.id }, { token: customer });
    assert.equal(show.data.offers.length, 2);
    const wallet = await t.post('/wallet/balance', undefined, { token: customer });
    assert.ok(wallet.data >= 207, 'the accepted order can be paid by wallet');
  });

  it("سارة's lists, counters, room and financials are filled", async () => {
    const counts = (await t.post('/provider/request-services/counts', {}, { token: sara })).data;
    assert.ok(counts.new >= 2 && counts.review >= 3 && counts.current >= 2 && counts.finished >= 2, JSON.stringify(counts));
    const fin = (await t.get('/provider/financial/transactions', { token: sara })).data;
    assert.equal(fin.transactions.length, 2);
    assert.ok(fin.total_due > 0);
    const rooms = (await t.get('/get-rooms', { token: customer })).data.rooms;
    assert.ok(rooms.some((r: { last_message_body: string }) => r.last_message_body.includes('final_total')));
    const rates = (await t.get('/provider/my-rates', { token: sara })).data;
    assert.ok(rates.some((r: { direction: string }) => r.direction === 'given'));
  });

  it('every paid demo order has its tax invoice, readable by the customer, totals matching the order', async () => {
    const paid = [...(await list(3)), ...(await list(4))].filter((r) => ['in_progress', 'delivered', 'finished'].includes(r.stage));
    assert.ok(paid.length >= 4, `paid demo orders: ${paid.length}`);
    for (const r of paid) {
      const show = await t.post('/user/request-service/show', { request_service_id: r.id }, { token: customer });
      assert.deepEqual(show.data.invoice, { kind: 'services', id: r.id }, `order ${r.number}`);
      const inv = await t.get(`/invoices/services/${r.id}`, { token: customer });
      assert.equal(inv.key, 'success', inv.msg);
      assert.equal(inv.data.total, show.data.final_total);
    }
  });

  it('every next step works on the demo orders', async () => {
    const accepted = (await list(2)).find((r) => r.stage === 'accepted');
    assert.equal(
      (await t.post('/user/request-service/pay', { request_service_id: accepted.id, type: 'wallet' }, { token: customer })).key,
      'success',
    );
    const invoiced = (await list(2)).find((r) => r.stage === 'invoice_issued');
    const show = await t.post('/user/request-service/show', { request_service_id: invoiced.id }, { token: customer });
    const np = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: show.data.negotiate_id, type: 'card' },
      { token: customer },
    );
    assert.equal(np.key, 'success', np.msg);
    const u = new URL(np.data.url);
    const settled = await t.app.inject({
      method: 'POST',
      url: u.pathname + u.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'card_number=4111111111111111',
    });
    assert.match(String(settled.headers.location), /payment_status=paid$/);
    assert.ok(
      (await list(3)).some((r) => r.id === invoiced.id),
      'the invoice is paid: current tab',
    );
    const delivered = (await list(3)).find((r) => r.stage === 'delivered');
    assert.equal(
      (await t.post('/user/request-service/finished', { request_service_id: delivered.id }, { token: customer })).key,
      'success',
    );
    const unrated = (await list(4)).filter((r) => r.stage === 'finished');
    let rated = 0;
    for (const r of unrated) {
      const d = await t.post('/user/request-service/show', { request_service_id: r.id }, { token: customer });
      if (d.data.is_rated) continue;
      const res = await t.post('/rates/store', { request_service_id: r.id, provider: d.data.provider.id, value: 4 }, { token: customer });
      assert.equal(res.key, 'success', res.msg);
      rated++;
    }
    assert.ok(rated >= 1);
    const direct = (await t.post('/provider/request-services', { status: 1 }, { token: sara })).data.find(
      (r: { type: string }) => r.type === 'direct',
    );
    assert.equal((await t.post('/provider/request-services/accept', { request_service_id: direct.id }, { token: sara })).key, 'success');
    const open = (await t.post('/provider/request-services', { status: 1 }, { token: sara })).data.find(
      (r: { type: string }) => r.type === 'for_all',
    );
    assert.equal(
      (await t.post('/provider/offers/store', { request_service_id: open.id, price: 200, duration: 3 }, { token: sara })).key,
      'success',
    );
  });
});
