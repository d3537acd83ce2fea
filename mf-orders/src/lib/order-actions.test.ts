import type { OrderStage } from '@souq/contracts';
import { customerActions, type OrderState, opensOfferSteps, providerActions } from './order-actions';

const base: OrderState = {
  order_status: 1,
  stage: 'waiting_offers',
  type: 'for_all',
  is_negotiate: 0,
  is_rated: false,
  room_id: null,
  negotiate_id: null,
};
const at = (order_status: number, stage: OrderStage, extra: Partial<OrderState> = {}): OrderState => ({
  ...base,
  order_status,
  stage,
  ...extra,
});

/** The names of the actions that are allowed. */
const allowed = (actions: object) =>
  Object.entries(actions)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

describe('customerActions', () => {
  it.each<[string, OrderState, string[]]>([
    ['open request collecting offers', at(1, 'waiting_offers'), ['cancel', 'chooseOffer']],
    ['direct request awaiting the provider', at(1, 'awaiting_provider', { type: 'direct' }), ['cancel', 'semiAcceptedNote']],
    ['direct request accepted', at(2, 'accepted', { type: 'direct' }), ['cancel', 'complaint', 'negotiate', 'pay']],
    [
      'negotiating in chat (negotiate hidden)',
      at(2, 'negotiating', { is_negotiate: 1, room_id: 4 }),
      ['cancel', 'chat', 'complaint', 'pay'],
    ],
    [
      'invoice issued: pays the invoice',
      at(2, 'invoice_issued', { is_negotiate: 1, room_id: 4, negotiate_id: 8 }),
      ['cancel', 'chat', 'complaint', 'pay', 'payInvoice'],
    ],
    ['paid, in progress', at(3, 'in_progress'), ['complaint', 'waitingDeliveryNote']],
    ['delivered', at(3, 'delivered'), ['complaint', 'finish']],
    ['completed, not rated', at(4, 'finished'), ['complaint', 'rate']],
    ['completed and rated', at(4, 'finished', { is_rated: true }), ['complaint']],
    ['cancelled', at(4, 'cancelled'), []],
    ['refused by the provider', at(4, 'refused', { type: 'direct' }), []],
  ])('%s', (_name, order, expected) => {
    expect(allowed(customerActions(order))).toEqual(expected.sort());
  });

  it('never lets a paid order be paid, cancelled or negotiated again', () => {
    for (const stage of ['in_progress', 'delivered', 'finished'] as const) {
      const a = customerActions(at(stage === 'finished' ? 4 : 3, stage));
      expect([a.pay, a.cancel, a.negotiate]).toEqual([false, false, false]);
    }
  });
});

describe('providerActions', () => {
  const p = (o: OrderState, my_offer: unknown = null) => allowed(providerActions({ ...o, my_offer }));

  it.each<[string, OrderState, unknown, string[]]>([
    ['new direct request', at(1, 'awaiting_provider', { type: 'direct' }), null, ['accept', 'refuse']],
    ['new open request, not quoted', at(1, 'waiting_offers'), null, ['priceRange', 'sendOffer']],
    ['open request already quoted', at(1, 'waiting_offers'), { id: 1 }, ['priceRange', 'waitingClientNote']],
    ['accepted direct, client not negotiating', at(2, 'accepted', { type: 'direct' }), null, ['complaint']],
    [
      'client negotiates: negotiation sheet',
      at(2, 'negotiating', { is_negotiate: 1, room_id: 3 }),
      { id: 1 },
      ['chat', 'complaint', 'negotiationSheet'],
    ],
    ['paid: finish with files', at(3, 'in_progress'), null, ['complaint', 'finish']],
    ['delivered: waits for the client', at(3, 'delivered'), null, ['complaint', 'waitingConfirmationNote']],
    ['finished: rate the client', at(4, 'finished'), null, ['complaint', 'rate']],
    ['finished and rated', at(4, 'finished', { is_rated: true }), null, ['complaint']],
    ['refused', at(4, 'refused', { type: 'direct' }), null, []],
  ])('%s', (_name, order, myOffer, expected) => {
    expect(p(order, myOffer)).toEqual(expected.sort());
  });
});

test('list cards open the offers screen only for open requests in status 1', () => {
  expect(opensOfferSteps({ order_status: 1, type: 'for_all' })).toBe(true);
  expect(opensOfferSteps({ order_status: 1, type: 'direct' })).toBe(false);
  expect(opensOfferSteps({ order_status: 2, type: 'for_all' })).toBe(false);
});
