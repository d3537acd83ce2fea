/** Idempotency-Key on POSTs: a repeat, one after the other or at the same time, gets the first answer and creates nothing. */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, offerPrices, requestServices } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { imageForm, type OrderWorld, type Party, worldWithProvider } from '../orders/support';

describe('idempotency keys', () => {
  const t = useTestApp();
  let w: OrderWorld;
  let provider: Party;
  before(async () => ({ w, provider } = await worldWithProvider(t)));

  const send = (customer: Party, key?: string) =>
    t.post(
      '/user/request-service/store',
      imageForm({ details: 'أريد شعاراً لمتجري', service_id: String(w.svc.id), provider_id: String(provider.id) }),
      { token: customer.token, headers: key ? { 'idempotency-key': key } : {} },
    );
  const ordersOf = async (customer: Party) =>
    (await t.app.deps.db.select().from(requestServices).where(eq(requestServices.userId, customer.id))).length;

  it('a sequential repeat gets the first answer and creates one order', async () => {
    const c = await w.user('عميل 1');
    const first = await send(c, 'key-sequential-0001');
    assert.equal(first.key, 'success', first.msg);
    const again = await send(c, 'key-sequential-0001');
    assert.deepEqual(again.raw, first.raw);
    assert.equal(await ordersOf(c), 1);
  });

  it('concurrent repeats wait for the first and all get its answer: one order', async () => {
    const c = await w.user('عميل 2');
    const all = await Promise.all(Array.from({ length: 6 }, () => send(c, 'key-concurrent-0001')));
    assert.ok(all.every((r) => r.key === 'success'));
    assert.equal(new Set(all.map((r) => r.data.id)).size, 1);
    assert.equal(await ordersOf(c), 1);
  });

  it('other keys, no key, or the same key of another person are new submits', async () => {
    const c = await w.user('عميل 3');
    const d = await w.user('عميل 4');
    await send(c, 'key-other-00000001');
    await send(c, 'key-other-00000002');
    await send(c);
    await send(d, 'key-other-00000001');
    assert.equal(await ordersOf(c), 3);
    assert.equal(await ordersOf(d), 1);
  });

  it('a repeated offer answers the first success, not "already sent"', async () => {
    const c = await w.user('عميل 5');
    const open = await t.post(
      '/user/request-service/store',
      imageForm({ details: 'طلب مفتوح', service_id: String(w.svc.id), from_price: '100', to_price: '400', duration: '5' }),
      { token: c.token },
    );
    const id = open.data.id as number;
    const body = { request_service_id: id, price: 150, duration: 3 };
    const opts = { token: provider.token, headers: { 'idempotency-key': 'key-offer-00000001' } };
    const [a, b] = await Promise.all([t.post('/provider/offers/store', body, opts), t.post('/provider/offers/store', body, opts)]);
    assert.equal(a.key, 'success', a.msg);
    assert.deepEqual(b.raw, a.raw);
    const plain = await t.post('/provider/offers/store', body, { token: provider.token });
    assert.equal(plain.key, 'fail', 'without the key the rule still refuses a second offer');
    assert.equal((await t.app.deps.db.select().from(offerPrices).where(eq(offerPrices.requestServiceId, id))).length, 1);
  });

  it('a key is kept for a day, then a new submit with it runs', async () => {
    const c = await w.user('عميل 6');
    await send(c, 'key-day-000000001');
    t.advance(23 * 60 * 60 * 1000);
    await send(c, 'key-day-000000001');
    assert.equal(await ordersOf(c), 1);
    t.advance(2 * 60 * 60 * 1000);
    await send(c, 'key-day-000000001');
    assert.equal(await ordersOf(c), 2);
  });

  it('answers that carry a session token are not stored; guests are not deduplicated', async () => {
    const c = await w.user('عميل 7');
    const headers = { 'idempotency-key': 'key-profile-00001' };
    const r = await t.post('/user/update/profile', { user_name: 'عميل سابع', email: 'seven@example.com' }, { token: c.token, headers });
    assert.equal(r.key, 'success', r.msg);
    const guest = await t.post('/user/login', { phone: '500000999', password: 'x', country_code: '+966' }, { headers });
    assert.equal(guest.key, 'fail');
    const rows = await t.app.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'key-profile-00001'));
    assert.equal(rows.length, 0);
  });
});
