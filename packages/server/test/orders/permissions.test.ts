/**
 * Other people's orders: every order endpoint, called with a second customer's and with
 * providers who are not party to the order, answers a localized fail with no data, and
 * nothing in the database changes.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  chatMessages,
  chatRooms,
  complaints,
  financialTransactions,
  negotiations,
  notifications,
  offerPrices,
  payments,
  rates,
  requestServiceFiles,
  requestServices,
  settlementRequests,
  walletEntries,
} from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { arabic, credit, deliveryForm, orderWorld, type Party, request } from './support';

describe('orders: nobody reads or changes an order that is not theirs', () => {
  const t = useTestApp();
  let owner: Party;
  let intruder: Party;
  let provider: Party;
  let colleague: Party;
  let outsider: Party;
  const ids: Record<string, number> = {};
  let offerId = 0;
  let negotiateId = 0;

  before(async () => {
    const w = await orderWorld(t);
    owner = await w.user('صاحب الطلب');
    intruder = await w.user('متطفل');
    provider = await w.provider('المزوّد', 200);
    colleague = await w.provider('زميل', 250);
    outsider = await w.provider('من خدمة أخرى', 90, 'other');
    await credit(t, owner.id, 5000);
    await credit(t, intruder.id, 5000);
    const post = (u: string, b: Record<string, unknown>, tok: string) => t.post(u, b, { token: tok });

    ids.open = await request(t, owner, w.svc.id);
    offerId = (await post('/provider/offers/store', { request_service_id: ids.open, price: 120, duration: 2 }, provider.token)).data
      .offer_price_id;
    ids.direct = await request(t, owner, w.svc.id, provider.id);
    ids.accepted = await request(t, owner, w.svc.id, provider.id);
    await post('/provider/request-services/accept', { request_service_id: ids.accepted }, provider.token);
    ids.invoiced = await request(t, owner, w.svc.id, provider.id);
    await post('/provider/request-services/accept', { request_service_id: ids.invoiced }, provider.token);
    await post('/user/request-service/negotiate', { request_service_id: ids.invoiced }, owner.token);
    negotiateId = (
      await post(
        '/provider/request-services/negotiates/store',
        { request_service_id: ids.invoiced, price: 150, duration: 2 },
        provider.token,
      )
    ).data.negotiate_id;
    ids.current = await request(t, owner, w.svc.id, provider.id);
    await post('/provider/request-services/accept', { request_service_id: ids.current }, provider.token);
    await post('/user/request-service/pay', { request_service_id: ids.current, type: 'wallet' }, owner.token);
    ids.delivered = await request(t, owner, w.svc.id, provider.id);
    await post('/provider/request-services/accept', { request_service_id: ids.delivered }, provider.token);
    await post('/user/request-service/pay', { request_service_id: ids.delivered, type: 'wallet' }, owner.token);
    await t.post('/provider/request-service/finished', deliveryForm(ids.delivered), { token: provider.token });
    ids.finished = await request(t, owner, w.svc.id, provider.id);
    await post('/provider/request-services/accept', { request_service_id: ids.finished }, provider.token);
    await post('/user/request-service/pay', { request_service_id: ids.finished, type: 'wallet' }, owner.token);
    await t.post('/provider/request-service/finished', deliveryForm(ids.finished), { token: provider.token });
    const fin = await post('/user/request-service/finished', { request_service_id: ids.finished }, owner.token);
    assert.equal(fin.key, 'success', fin.msg);
  });

  const tables = [
    requestServices,
    offerPrices,
    negotiations,
    rates,
    complaints,
    walletEntries,
    financialTransactions,
    payments,
    chatRooms,
    chatMessages,
    requestServiceFiles,
    settlementRequests,
    notifications,
  ];
  const snapshot = async () => {
    const out: unknown[] = [];
    for (const table of tables) out.push(await t.app.deps.db.select().from(table));
    return JSON.stringify(out);
  };

  type Call = [path: string, body: (id: number) => Record<string, unknown> | FormData];
  const userCalls: Call[] = [
    ['/user/request-service/show', (id) => ({ request_service_id: id })],
    ['/user/request-service/cancel', (id) => ({ request_service_id: id })],
    ['/user/request-service/offers/reject', (id) => ({ request_service_id: id, offer_price_id: offerId })],
    ['/user/request-service/pay', (id) => ({ request_service_id: id, offer_price_id: offerId, type: 'wallet' })],
    ['/user/request-service/pay', (id) => ({ request_service_id: id, offer_price_id: offerId, type: 'card' })],
    ['/user/request-service/negotiate', (id) => ({ request_service_id: id, offer_price_id: offerId })],
    ['/user/request-service/finished', (id) => ({ request_service_id: id })],
    ['/request-service/send-complaint', (id) => ({ request_service_id: id, complaint: 'x' })],
    ['/rates/store', (id) => ({ provider: provider.id, value: 5, request_service_id: id })],
  ];
  const providerCalls: Call[] = [
    ['/provider/request-services/show', (id) => ({ request_service_id: id })],
    ['/provider/request-services/accept', (id) => ({ request_service_id: id })],
    ['/provider/request-services/reject', (id) => ({ request_service_id: id })],
    ['/provider/offers/store', (id) => ({ request_service_id: id, price: 100, duration: 2 })],
    ['/provider/request-services/negotiates/store', (id) => ({ request_service_id: id, price: 100, duration: 2 })],
    ['/provider/request-service/finished', (id) => deliveryForm(id)],
    ['/request-service/send-complaint', (id) => ({ request_service_id: id, complaint: 'x' })],
    ['/rates/store', (id) => ({ user: owner.id, value: 1, request_service_id: id })],
  ];

  it('a second customer gets a localized fail on every call, for orders in every state, and nothing changes', async () => {
    const before = await snapshot();
    for (const [state, id] of Object.entries(ids)) {
      for (const [path, body] of userCalls) {
        const r = await t.post(path, body(id), { token: intruder.token, lang: 'ar' });
        assert.equal(r.key, 'fail', `${path} on ${state}`);
        assert.match(r.msg, arabic, `${path} on ${state}`);
        assert.equal(r.data, null, `${path} on ${state}`);
      }
    }
    const np = await t.post(
      '/user/request-service/negotiates/pay',
      { negotiate_id: negotiateId, type: 'wallet' },
      { token: intruder.token, lang: 'ar' },
    );
    assert.equal(np.key, 'fail');
    assert.match(np.msg, arabic);
    const list = await t.post('/user/request-service', { status: 1 }, { token: intruder.token });
    assert.deepEqual(list.data, []);
    assert.equal(await snapshot(), before);
  });

  it('providers who are not party to an order get a localized fail on every call, and nothing changes', async () => {
    const before = await snapshot();
    for (const who of [outsider, colleague]) {
      for (const [state, id] of Object.entries(ids)) {
        for (const [path, body] of providerCalls) {
          // A colleague who offers the service may see and quote the open request: that is their job.
          if (who === colleague && state === 'open' && (path.endsWith('/show') || path.endsWith('/offers/store'))) continue;
          const r = await t.post(path, body(id), { token: who.token, lang: 'ar' });
          assert.equal(r.key, 'fail', `${path} on ${state}`);
          assert.match(r.msg, arabic, `${path} on ${state}`);
          assert.equal(r.data, null, `${path} on ${state}`);
        }
      }
    }
    assert.equal(await snapshot(), before);
    const show = await t.post('/provider/request-services/show', { request_service_id: ids.open }, { token: colleague.token });
    assert.equal(show.key, 'success', 'an open request in their service');
    assert.equal(show.data.my_offer, null);
  });

  it("customer-only and provider-only calls refuse the other role's token", async () => {
    const before = await snapshot();
    for (const [path, body] of userCalls.slice(0, 7)) {
      const r = await t.post(path, body(ids.accepted), { token: provider.token });
      assert.notEqual(r.key, 'success', path);
    }
    for (const [path, body] of providerCalls.slice(0, 6)) {
      const r = await t.post(path, body(ids.direct), { token: owner.token });
      assert.notEqual(r.key, 'success', path);
    }
    for (const path of ['/user/request-service/show', '/provider/request-services/show']) {
      const r = await t.post(path, { request_service_id: ids.open }, { token: null });
      assert.equal(r.key, 'unauthenticated');
    }
    assert.equal(await snapshot(), before);
  });
});
