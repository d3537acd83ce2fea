/**
 * Orders (migration 0012): price offers on open requests, negotiation invoices, the
 * provider's financial transactions (credited when an order completes) and settlement
 * requests. Money in integer halalas. Columns added to request_services (payment_method,
 * room_id, negotiate_id) are declared in ./catalog with the table.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requestServices } from './catalog';
import { productOrders } from './commerce';
import { providers, users } from './identity';
import { createdAt, requiredRef } from './columns';

export const OFFER_STATUSES = ['pending', 'accepted', 'rejected', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** A provider's quote on an open (for_all) request: one per provider and request. */
export const offerPrices = pgTable(
  'offer_prices',
  {
    id: serial('id').primaryKey(),
    requestServiceId: requiredRef('request_service_id', () => requestServices.id, { onDelete: 'cascade' }),
    providerId: requiredRef('provider_id', () => providers.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    description: text('description').notNull().default(''),
    /** pending → accepted (chosen) | rejected (by the customer) | closed (another offer chosen, request cancelled). */
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('offer_prices_request_provider_uq').on(t.requestServiceId, t.providerId),
    index('offer_prices_provider_idx').on(t.providerId, t.status),
  ],
);

export const NEGOTIATION_STATUSES = ['open', 'paid', 'superseded', 'closed'] as const;

/** A negotiation sheet (invoice) the provider issues in the order's chat room. */
export const negotiations = pgTable(
  'negotiations',
  {
    id: serial('id').primaryKey(),
    requestServiceId: requiredRef('request_service_id', () => requestServices.id, { onDelete: 'cascade' }),
    providerId: requiredRef('provider_id', () => providers.id),
    userId: requiredRef('user_id', () => users.id),
    roomId: integer('room_id'),
    price: integer('price').notNull(),
    duration: integer('duration').notNull(),
    taxValue: integer('tax_value').notNull(),
    appRate: integer('app_rate').notNull(),
    finalTotal: integer('final_total').notNull(),
    serviceDetails: text('service_details').notNull().default(''),
    /** open (payable) → paid | superseded (a newer sheet) | closed (order cancelled). */
    status: text('status', { enum: NEGOTIATION_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('negotiations_request_idx').on(t.requestServiceId, t.status)],
);

/** What a completed order credits its provider (escrow released): one per order. */
export const financialTransactions = pgTable(
  'financial_transactions',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id),
    requestServiceId: integer('request_service_id').references(() => requestServices.id, { onDelete: 'set null' }),
    /** The store order whose sale credited it (migration 0025): one row per store owner of the order. */
    productOrderId: integer('product_order_id').references(() => productOrders.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    price: integer('price').notNull(),
    appRate: integer('app_rate').notNull(),
    taxValue: integer('tax_value').notNull(),
    finalTotal: integer('final_total').notNull(),
    providerDue: integer('provider_due').notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'wallet'] }).notNull(),
    /** The settlement request that pays it out (null while due). */
    settlementRequestId: integer('settlement_request_id'),
    /** order: credited by a completed service order or a paid store order; refund: taken back by a complaint's refund (negative due). */
    kind: text('kind', { enum: ['order', 'refund'] })
      .notNull()
      .default('order'),
    complaintId: integer('complaint_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('financial_transactions_request_uq').on(t.requestServiceId),
    index('financial_transactions_provider_idx').on(t.providerId, t.createdAt),
    uniqueIndex('financial_transactions_complaint_uq').on(t.complaintId, t.providerId),
    uniqueIndex('financial_transactions_product_order_uq').on(t.productOrderId, t.providerId),
  ],
);

export const SETTLEMENT_STATUSES = ['pending', 'paid', 'rejected'] as const;

/** A provider asks for their whole due; the admin pays it. One pending request at a time. */
export const settlementRequests = pgTable(
  'settlement_requests',
  {
    id: serial('id').primaryKey(),
    providerId: requiredRef('provider_id', () => providers.id),
    amount: integer('amount').notNull(),
    status: text('status', { enum: SETTLEMENT_STATUSES }).notNull().default('pending'),
    /** The transfer's reference (paid) or why it was refused (rejected). */
    reference: text('reference'),
    reason: text('reason'),
    /** The refund line that sent it back (migration 0029): a refund after the request returns it. */
    returnedBy: integer('returned_by'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('settlement_requests_pending_uq').on(t.providerId).where(sql`${t.status} = 'pending'`)],
);
