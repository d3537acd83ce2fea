/**
 * Orders (docs/product/orders.md#states, docs/architecture.md#service-request-states): the state machine of a service request from
 * offers to completion, for both sides.
 *
 *   status/stage                 who → what
 *   1 waiting_offers (for_all)   provider: offerStore · customer: rejectOffer, pay(offer) → 3,
 *                                negotiate(offer) → 2 negotiating, cancel → 4 cancelled
 *   1 awaiting_provider (direct) provider: accept → 2 accepted, reject → 4 refused · customer: cancel
 *   2 accepted                   customer: pay → 3, negotiate → 2 negotiating, cancel
 *   2 negotiating                provider: negotiateStore → 2 invoice_issued · customer: pay, cancel
 *   2 invoice_issued             customer: negotiatePay / pay → 3, cancel · provider: a newer sheet
 *   3 in_progress                provider: providerFinish (delivery files) → 3 delivered
 *   3 delivered                  customer: userFinish → 4 finished; or 3 days later completeOverdue
 *   4 finished                   both: rate once · (cancelled / refused are listed as 4 too)
 *
 * Every mutation locks the order row first (one at a time per order) and re-checks the state
 * under the lock; money moves (wallet spend keyed `pay:request_service:<id>`, card payments
 * whose settlement re-checks the order) are in that same transaction. Anyone who is not a
 * party to an order gets `orders.order_not_found` and nothing changes. Every step notifies the other
 * side (stored in the transaction, pushed after commit).
 *
 * The steps live by role; this file joins them into the one service the routes call:
 *   order-context.ts     withOrder (lock, transaction, notifications after commit), guards
 *   order-views.ts       userList, userShow, providerShow
 *   order-requests.ts    accept, reject (direct requests), cancel, complaint
 *   order-offers.ts      offerStore, rejectOffer, negotiate, negotiateStore
 *   order-payment.ts     pay, negotiatePay, card settlement
 *   order-completion.ts  providerFinish (delivery), userFinish, completeOverdue
 */
import { createOrderCompletion } from './order-completion';
import { createOrderContext, type OrdersDeps } from './order-context';
import { createOrderOffers } from './order-offers';
import { createOrderPayment } from './order-payment';
import { createOrderRequests } from './order-requests';
import { createOrderViews } from './order-views';
import './orders.messages';

export function createOrdersService(deps: OrdersDeps) {
  const c = createOrderContext(deps);
  return {
    rates: () => c.rates(),
    ...createOrderViews(c),
    ...createOrderRequests(c),
    ...createOrderOffers(c),
    ...createOrderPayment(c),
    ...createOrderCompletion(c),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
