/**
 * Which action each side may take on an order in which state (docs/product/orders.md#states, docs/legacy-client.md#ec-5-1,
 * architecture "Service request states"): the ONE place both the customer's and the
 * provider's pages ask, so a button never shows where the server would refuse it.
 */
import type { OrderStage } from '@souq/contracts';

/** The fields of an order (either side's details) the rules read. */
export interface OrderState {
  order_status: number;
  stage: OrderStage;
  type: 'direct' | 'for_all';
  is_negotiate: 0 | 1;
  is_rated: boolean;
  room_id: number | null;
  negotiate_id: number | null;
}

/** Stages before any payment, while the order is still open. */
const UNPAID_OPEN: readonly OrderStage[] = ['waiting_offers', 'awaiting_provider', 'accepted', 'negotiating', 'invoice_issued'];
const CLOSED: readonly OrderStage[] = ['cancelled', 'refused'];

export interface CustomerActions {
  /** Open request still collecting offers: the offers screen (accept or reject an offer). */
  chooseOffer: boolean;
  /** Cancel the whole request (before payment). */
  cancel: boolean;
  /** Pay the order (or the open negotiation invoice, see `payInvoice`). */
  pay: boolean;
  /** The payment is the negotiation invoice (`negotiate_id`), not the order itself. */
  payInvoice: boolean;
  /** Open (or reuse) the chat room to negotiate; hidden once negotiating. */
  negotiate: boolean;
  /** Confirm the delivered work: completes the order. */
  finish: boolean;
  /** Rate the provider of the completed order, once. */
  rate: boolean;
  /** A complaint to the admin about the order. */
  complaint: boolean;
  /** Link to the chat room. */
  chat: boolean;
  /** Direct order in status 1: "semi-accepted", waiting for the provider. */
  semiAcceptedNote: boolean;
  /** Paid and in progress, nothing delivered yet. */
  waitingDeliveryNote: boolean;
}

export function customerActions(o: OrderState): CustomerActions {
  const open = !CLOSED.includes(o.stage);
  const awaitingPayment = o.order_status === 2 && UNPAID_OPEN.includes(o.stage);
  return {
    chooseOffer: o.order_status === 1 && o.type === 'for_all' && o.stage === 'waiting_offers',
    cancel: open && (o.order_status === 1 || o.order_status === 2) && UNPAID_OPEN.includes(o.stage),
    pay: awaitingPayment,
    payInvoice: awaitingPayment && o.negotiate_id !== null,
    negotiate: awaitingPayment && o.is_negotiate !== 1,
    finish: o.order_status === 3 && o.stage === 'delivered',
    rate: o.order_status === 4 && o.stage === 'finished' && !o.is_rated,
    complaint: open && o.order_status >= 2,
    chat: o.room_id !== null,
    semiAcceptedNote: o.order_status === 1 && o.type === 'direct' && o.stage === 'awaiting_provider',
    waitingDeliveryNote: o.order_status === 3 && o.stage === 'in_progress',
  };
}

export interface ProviderActions {
  /** Accept a direct request made to this provider. */
  accept: boolean;
  /** Refuse a direct request (asks for confirmation first). */
  refuse: boolean;
  /** Quote an open request (once). */
  sendOffer: boolean;
  /** Quoted an open request: waiting for the client to choose. */
  waitingClientNote: boolean;
  /** Issue a negotiation sheet (invoice) while the client negotiates. */
  negotiationSheet: boolean;
  /** Deliver the paid order with its files. */
  finish: boolean;
  /** Delivered: waiting for the client to confirm. */
  waitingConfirmationNote: boolean;
  /** Rate the client of the completed order, once. */
  rate: boolean;
  complaint: boolean;
  chat: boolean;
  /** Show the price range (from–to) instead of a price and hide the total: open request in status 1. */
  priceRange: boolean;
}

export function providerActions(o: OrderState & { my_offer: unknown | null }): ProviderActions {
  const open = !CLOSED.includes(o.stage);
  const directNew = o.order_status === 1 && o.type === 'direct' && o.stage === 'awaiting_provider';
  return {
    accept: directNew,
    refuse: directNew,
    sendOffer: o.order_status === 1 && o.type === 'for_all' && o.stage === 'waiting_offers' && o.my_offer === null,
    waitingClientNote: o.type === 'for_all' && o.stage === 'waiting_offers' && o.my_offer !== null,
    negotiationSheet: o.order_status === 2 && o.is_negotiate === 1 && (o.stage === 'negotiating' || o.stage === 'invoice_issued'),
    finish: o.order_status === 3 && o.stage === 'in_progress',
    waitingConfirmationNote: o.order_status === 3 && o.stage === 'delivered',
    rate: o.order_status === 4 && o.stage === 'finished' && !o.is_rated,
    complaint: open && o.order_status >= 2,
    chat: o.room_id !== null,
    priceRange: o.order_status === 1 && o.type === 'for_all',
  };
}

/** The customer's list card opens the offers screen for an open request still collecting offers. */
export const opensOfferSteps = (o: Pick<OrderState, 'order_status' | 'type'>) => o.order_status === 1 && o.type === 'for_all';
