/**
 * Every action in every state (docs/product/orders.md#states): the allowed ones are walked in journeys.test.ts;
 * here every action a party may NOT take in a state fails with a localized message and
 * changes nothing (order row, offers, wallet).
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { negotiations, offerPrices } from '../../src/db/schema';
import { useTestApp } from '../helpers/test-app';
import { arabic, balance, credit, deliveryForm, orderRow, orderWorld, type Party, request } from './support';

type Action =
  | 'cancel'
  | 'rejectOffer'
  | 'pay'
  | 'negotiate'
  | 'negotiatePay'
  | 'userFinish'
  | 'userRate'
  | 'accept'
  | 'reject'
  | 'offerStore'
  | 'negotiateStore'
  | 'providerFinish'
  | 'providerRate';

const ALL: Action[] = [
  'cancel',
  'rejectOffer',
  'pay',
  'negotiate',
  'negotiatePay',
  'userFinish',
  'userRate',
  'accept',
  'reject',
  'offerStore',
  'negotiateStore',
  'providerFinish',
  'providerRate',
];

/** What each state allows (docs/product/orders.md#states, docs/architecture.md#service-request-states). */
const ALLOWED: Record<string, Action[]> = {
  open: ['cancel', 'rejectOffer', 'pay', 'negotiate'],
  direct: ['cancel', 'accept', 'reject'],
  accepted: ['cancel', 'pay', 'negotiate'],
  negotiating: ['cancel', 'pay', 'negotiate', 'negotiateStore'],
  invoiced: ['cancel', 'pay', 'negotiate', 'negotiatePay', 'negotiateStore'],
  in_progress: ['providerFinish'],
  delivered: ['userFinish'],
  finished: ['userRate', 'providerRate'],
  cancelled: [],
  refused: [],
};

describe('orders: forbidden transitions fail and change nothing', () => {
  const t = useTestApp();
  let c: Party;
  let p: Party;
  const ids: Record<string, number> = {};

  before(async () => {
    const w = await orderWorld(t);
    c = await w.user('عميل');
    p = await w.provider('مزود', 100);
    await credit(t, c.id, 5000);
    const post = (u: string, b: Record<string, unknown>, tok: string) => t.post(u, b, { token: tok });
    const accepted = async () => {
      const id = await request(t, c, w.svc.id, p.id);
      assert.equal((await post('/provider/request-services/accept', { request_service_id: id }, p.token)).key, 'success');
      return id;
    };
    ids.open = await request(t, c, w.svc.id);
    await post('/provider/offers/store', { request_service_id: ids.open, price: 120, duration: 2 }, p.token);
    ids.direct = await request(t, c, w.svc.id, p.id);
    ids.accepted = await accepted();
    ids.negotiating = await accepted();
    await post('/user/request-service/negotiate', { request_service_id: ids.negotiating }, c.token);
    ids.invoiced = await accepted();
    await post('/user/request-service/negotiate', { request_service_id: ids.invoiced }, c.token);
    await post('/provider/request-services/negotiates/store', { request_service_id: ids.invoiced, price: 90, duration: 2 }, p.token);
    ids.in_progress = await accepted();
    await post('/user/request-service/pay', { request_service_id: ids.in_progress, type: 'wallet' }, c.token);
    ids.delivered = await accepted();
    await post('/user/request-service/pay', { request_service_id: ids.delivered, type: 'wallet' }, c.token);
    await t.post('/provider/request-service/finished', deliveryForm(ids.delivered), { token: p.token });
    ids.finished = await accepted();
    await post('/user/request-service/pay', { request_service_id: ids.finished, type: 'wallet' }, c.token);
    await t.post('/provider/request-service/finished', deliveryForm(ids.finished), { token: p.token });
    await post('/user/request-service/finished', { request_service_id: ids.finished }, c.token);
    ids.cancelled = await accepted();
    await post('/user/request-service/cancel', { request_service_id: ids.cancelled }, c.token);
    ids.refused = await request(t, c, w.svc.id, p.id);
    await post('/provider/request-services/reject', { request_service_id: ids.refused }, p.token);
    const expect: Record<string, [number, string]> = {
      open: [1, 'waiting_offers'],
      direct: [1, 'awaiting_provider'],
      accepted: [2, 'accepted'],
      negotiating: [2, 'negotiating'],
      invoiced: [2, 'invoice_issued'],
      in_progress: [3, 'in_progress'],
      delivered: [3, 'delivered'],
      finished: [4, 'finished'],
      cancelled: [4, 'cancelled'],
      refused: [4, 'refused'],
    };
    for (const [state, id] of Object.entries(ids)) {
      const row = await orderRow(t, id);
      assert.deepEqual([row.status, row.stage], expect[state], state);
    }
  });

  async function call(action: Action, id: number) {
    const [offer] = await t.app.deps.db.select().from(offerPrices).where(eq(offerPrices.requestServiceId, id));
    const [neg] = await t.app.deps.db.select().from(negotiations).where(eq(negotiations.requestServiceId, id));
    const rid = { request_service_id: id };
    const o = { token: c.token, lang: 'ar' as const };
    const po = { token: p.token, lang: 'ar' as const };
    switch (action) {
      case 'cancel':
        return t.post('/user/request-service/cancel', rid, o);
      case 'rejectOffer':
        return t.post('/user/request-service/offers/reject', { ...rid, offer_price_id: offer?.id ?? 999_999 }, o);
      case 'pay':
        return t.post('/user/request-service/pay', { ...rid, ...(offer ? { offer_price_id: offer.id } : {}), type: 'wallet' }, o);
      case 'negotiate':
        return t.post('/user/request-service/negotiate', { ...rid, ...(offer ? { offer_price_id: offer.id } : {}) }, o);
      case 'negotiatePay':
        return t.post('/user/request-service/negotiates/pay', { negotiate_id: neg?.id ?? 999_999, type: 'wallet' }, o);
      case 'userFinish':
        return t.post('/user/request-service/finished', rid, o);
      case 'userRate':
        return t.post('/rates/store', { ...rid, provider: p.id, value: 5 }, o);
      case 'accept':
        return t.post('/provider/request-services/accept', rid, po);
      case 'reject':
        return t.post('/provider/request-services/reject', rid, po);
      case 'offerStore':
        return t.post('/provider/offers/store', { ...rid, price: 100, duration: 2 }, po);
      case 'negotiateStore':
        return t.post('/provider/request-services/negotiates/store', { ...rid, price: 80, duration: 2 }, po);
      case 'providerFinish':
        return t.post('/provider/request-service/finished', deliveryForm(id), po);
      case 'providerRate':
        return t.post('/rates/store', { ...rid, user: c.id, value: 3 }, po);
    }
  }

  for (const state of Object.keys(ALLOWED)) {
    it(`${state}: every other action fails, localized, and changes nothing`, async () => {
      const id = ids[state]!;
      for (const action of ALL.filter((a) => !ALLOWED[state]!.includes(a))) {
        const before = JSON.stringify([await orderRow(t, id), await balance(t, c.id)]);
        const r = await call(action, id);
        assert.equal(r.key, 'fail', `${action} in ${state}: ${r.msg}`);
        assert.match(r.msg, arabic, `${action} in ${state}`);
        assert.equal(JSON.stringify([await orderRow(t, id), await balance(t, c.id)]), before, `${action} in ${state}`);
      }
    });
  }

  it('each allowed action succeeds in its state (one per state, on the fixtures above)', async () => {
    for (const [state, action] of [
      ['open', 'rejectOffer'],
      ['direct', 'accept'],
      ['negotiating', 'negotiateStore'],
      ['invoiced', 'negotiatePay'],
      ['in_progress', 'providerFinish'],
      ['delivered', 'userFinish'],
      ['finished', 'providerRate'],
    ] as const) {
      const r = await call(action, ids[state]!);
      assert.equal(r.key, 'success', `${action} in ${state}: ${r.msg}`);
    }
  });
});
