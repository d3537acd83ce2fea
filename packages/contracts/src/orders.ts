/**
 * Orders: a service request from the moment it exists until it is rated and paid
 * out — the customer's lists and details, offers, payment (card through the sandbox gateway
 * or wallet), negotiation in the chat room, delivery, completion, complaints and ratings;
 * the provider's details, accept/refuse, price offers, negotiation sheets and finish.
 * Creation and the provider's lists/counters live in ./requests.
 *
 * Money is SR (two decimals at most) in the API, halalas on the server. Shapes follow
 * docs/legacy-client.md#ec-1-6, #ec-1-7, #ec-1-10 and #ec-5-1: `provider` and `client` are objects even when
 * nobody is assigned yet (id null), `status` is localized display text, `order_status` 1–4.
 */
import { z } from 'zod';
import { attachmentSchema, endpoint, fileSchema, idSchema, noData, optText } from './common';
import { providerRequestsBody } from './requests';

/**
 * Socket event to both parties of a service order after any step (offer, accept, refuse, pay,
 * negotiate, deliver, confirm, cancel, rate, complaint resolved): their open pages refetch it.
 */
export const ORDER_EVENTS = { changed: 'orderChanged' } as const;
/** Payload of `ORDER_EVENTS.changed`. */
export interface OrderChangedPush {
  request_service_id: number;
}

/** order_status: 1 waiting, 2 waiting payment, 3 current, 4 finished (cancelled/refused listed here too). */
export const orderStatusSchema = z.number().int().min(1).max(4);

/**
 * Fine-grained state (request_services.stage): waiting_offers, awaiting_provider, accepted,
 * offer_sent (provider view), negotiating, invoice_issued, in_progress, delivered, finished,
 * cancelled, refused.
 */
export const ORDER_STAGES = [
  'waiting_offers',
  'awaiting_provider',
  'accepted',
  'negotiating',
  'invoice_issued',
  'in_progress',
  'delivered',
  'finished',
  'cancelled',
  'refused',
] as const;
export const orderStageSchema = z.enum(ORDER_STAGES);
export type OrderStage = z.infer<typeof orderStageSchema>;

const requestServiceIdBody = z.object({ request_service_id: idSchema });

/** How an order (or an invoice, or a wallet charge) is paid. The existing client sends only `wallet`. */
export const payTypeSchema = z.enum(['wallet', 'card']);
export type PayType = z.infer<typeof payTypeSchema>;

/** Card payments answer the gateway page to open; wallet payments answer null (paid at once). */
export const payResultSchema = z.object({ url: z.string() }).nullable();

/** The other party, never null (docs/legacy-client.md#ec-5-7); `id` null while no provider is chosen. */
export const orderPartySchema = z.object({ id: z.number().int().nullable(), name: z.string(), image: z.string() });

export const offerSchema = z.object({
  id: z.number().int(),
  price: z.number(),
  duration: z.number().int(),
  /** What the customer would pay for this offer (price + VAT). */
  final_total: z.number(),
  provider: z.object({ id: z.number().int(), name: z.string(), image: z.string() }),
  created_at: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

/**
 * A complaint about an order as both sides read it on the order page: who filed it, its text,
 * and the administrator's resolution (refunded: `refund_amount` SR back to the customer's
 * wallet; released: the payment stays with the provider; closed: an answer only).
 */
export const orderComplaintSchema = z.object({
  id: z.number().int(),
  by: z.enum(['user', 'provider', 'guest']),
  reason: z.string().nullable(),
  complaint: z.string(),
  status: z.enum(['open', 'refunded', 'released', 'closed']),
  refund_amount: z.number().nullable(),
  answer: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
});
export type OrderComplaint = z.infer<typeof orderComplaintSchema>;

/** Fields both sides' order details share. */
const orderDetailsBase = z.object({
  id: z.number().int(),
  number: z.string(),
  /** Localized display text of the state. */
  status: z.string(),
  order_status: orderStatusSchema,
  stage: orderStageSchema,
  type: z.enum(['direct', 'for_all']),
  /** 1 while the order is being negotiated in chat (existing client compares `==1`). */
  is_negotiate: z.union([z.literal(0), z.literal(1)]),
  is_direct: z.boolean(),
  /** Service name (text, shown as the order type). */
  service: z.string(),
  service_id: z.number().int(),
  request_date: z.string(),
  /** Days; null until known (open request without a chosen offer). */
  duration: z.number().int().nullable(),
  /** SR; null until known. */
  price: z.number().nullable(),
  from_price: z.number().nullable(),
  to_price: z.number().nullable(),
  tax_value: z.number().nullable(),
  app_rate: z.number().nullable(),
  final_total: z.number().nullable(),
  details: z.string(),
  attachments: z.array(attachmentSchema),
  delivery_files: z.array(attachmentSchema),
  /** The chat room between the two, null when none exists yet. */
  room_id: z.number().int().nullable(),
  offer_price_id: z.number().int().nullable(),
  /** The open negotiation invoice to pay (status 2 after an invoice), else null. */
  negotiate_id: z.number().int().nullable(),
  paid_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  /** When an unconfirmed delivery completes by itself (3 days after delivery), else null. */
  auto_complete_at: z.string().nullable(),
  /** The viewer already rated the other side for this order. */
  is_rated: z.boolean(),
  /** The simplified tax invoice (`GET /invoices/services/{id}`) once paid, else null. */
  invoice: z.object({ kind: z.literal('services'), id: z.number().int() }).nullable(),
  /** Complaints about this order by either side, oldest first, with the administrator's resolution. */
  complaints: z.array(orderComplaintSchema).default([]),
});

export const userOrderDetailsSchema = orderDetailsBase.extend({
  provider: orderPartySchema,
  /** Offers on an open request (newest first); empty otherwise. */
  offers: z.array(offerSchema),
});
export type UserOrderDetails = z.infer<typeof userOrderDetailsSchema>;

export const providerOrderDetailsSchema = orderDetailsBase.extend({
  client: orderPartySchema,
  /** This provider's own offer on an open request, null when none. */
  my_offer: z.object({ id: z.number().int(), price: z.number(), duration: z.number().int(), status: z.string() }).nullable(),
  /** Provider's due on completion: price − app_rate (null until priced). */
  provider_due: z.number().nullable(),
});
export type ProviderOrderDetails = z.infer<typeof providerOrderDetailsSchema>;

export const userOrderItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  request_date: z.string(),
  /** The provider's name, '' while none is chosen. */
  provider_name: z.string(),
  service: z.string(),
  status: z.string(),
  order_status: orderStatusSchema,
  stage: orderStageSchema,
  type: z.enum(['direct', 'for_all']),
  final_total: z.number().nullable(),
  offers_count: z.number().int(),
});
export type UserOrderItem = z.infer<typeof userOrderItemSchema>;

export const payBody = z.object({
  request_service_id: idSchema,
  /** Required to pay an open request's offer directly (orderSteps); ignored once an offer is chosen. */
  offer_price_id: idSchema.optional(),
  /** Echoed by the existing client (any text); the server decides from the order itself. */
  is_direct: z.unknown().optional(),
  is_negotiate: z.unknown().optional(),
  type: payTypeSchema,
});

export const negotiateBody = z.object({ request_service_id: idSchema, offer_price_id: idSchema.optional() });
export const offerBody = z.object({
  request_service_id: idSchema,
  price: z.number().positive().max(10_000_000),
  duration: z.number().int({ error: 'validation.integer' }).min(1).max(3650),
  /** Optional note the provider adds to the quote. */
  description: optText(2000),
});
export const negotiateStoreBody = offerBody.omit({ description: true }).extend({ service_details: optText(5000) });
export const negotiatePayBody = z.object({ negotiate_id: idSchema, type: payTypeSchema });
export const finishBody = z.object({
  request_service_id: idSchema,
  /** delivery_files[0..n]: any file type; at least one. */
  delivery_files: z.array(fileSchema).default([]),
});
export const complaintBody = z.object({ request_service_id: idSchema, complaint: optText(5000), reason: optText(255) });

export const orders = {
  // ---- customer ---------------------------------------------------------------------
  userList: endpoint({
    method: 'POST',
    path: '/user/request-service',
    roles: ['user'],
    body: providerRequestsBody,
    response: z.array(userOrderItemSchema),
  }),
  userShow: endpoint({
    method: 'POST',
    path: '/user/request-service/show',
    roles: ['user'],
    body: requestServiceIdBody,
    response: userOrderDetailsSchema,
  }),
  cancel: endpoint({ method: 'POST', path: '/user/request-service/cancel', roles: ['user'], body: requestServiceIdBody, response: noData }),
  rejectOffer: endpoint({
    method: 'POST',
    path: '/user/request-service/offers/reject',
    roles: ['user'],
    body: z.object({ request_service_id: idSchema, offer_price_id: idSchema }),
    response: noData,
  }),
  /** Wallet: paid at once (data null). Card: data.url, paid when the gateway settles. */
  pay: endpoint({ method: 'POST', path: '/user/request-service/pay', roles: ['user'], body: payBody, response: payResultSchema }),
  /** Opens (or reuses) the chat room of the order; with offer_price_id on an open request, chooses that offer for negotiation. */
  negotiate: endpoint({
    method: 'POST',
    path: '/user/request-service/negotiate',
    roles: ['user'],
    body: negotiateBody,
    response: z.object({ room_id: z.number().int() }),
  }),
  negotiatePay: endpoint({
    method: 'POST',
    path: '/user/request-service/negotiates/pay',
    roles: ['user'],
    body: negotiatePayBody,
    response: payResultSchema,
  }),
  /** The customer confirms the delivered work: completes the order. */
  userFinish: endpoint({
    method: 'POST',
    path: '/user/request-service/finished',
    roles: ['user'],
    body: requestServiceIdBody,
    response: noData,
  }),
  /** A complaint to the admin about an order, by either side of it. */
  complaint: endpoint({
    method: 'POST',
    path: '/request-service/send-complaint',
    roles: ['user', 'provider'],
    body: complaintBody,
    response: noData,
  }),

  // ---- provider ---------------------------------------------------------------------
  providerShow: endpoint({
    method: 'POST',
    path: '/provider/request-services/show',
    roles: ['provider'],
    body: requestServiceIdBody,
    response: providerOrderDetailsSchema,
  }),
  /** Accept a direct request (status 1 → 2). */
  accept: endpoint({
    method: 'POST',
    path: '/provider/request-services/accept',
    roles: ['provider'],
    body: requestServiceIdBody,
    response: noData,
  }),
  /** Refuse a direct request (→ refused, listed as finished for the customer). */
  reject: endpoint({
    method: 'POST',
    path: '/provider/request-services/reject',
    roles: ['provider'],
    body: requestServiceIdBody,
    response: noData,
  }),
  /** Quote an open request in a service this provider offers, once. */
  offerStore: endpoint({
    method: 'POST',
    path: '/provider/offers/store',
    roles: ['provider'],
    body: offerBody,
    response: z.object({ offer_price_id: z.number().int() }),
  }),
  /** A negotiation sheet: records an invoice and posts an `invoice` message in the order's room. */
  negotiateStore: endpoint({
    method: 'POST',
    path: '/provider/request-services/negotiates/store',
    roles: ['provider'],
    body: negotiateStoreBody,
    response: z.object({ negotiate_id: z.number().int(), room_id: z.number().int() }),
  }),
  /** Deliver: uploads delivery_files[n] and marks the paid order delivered. */
  providerFinish: endpoint({
    method: 'POST',
    path: '/provider/request-service/finished',
    roles: ['provider'],
    body: finishBody,
    response: noData,
  }),
};
