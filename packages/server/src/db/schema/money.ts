/**
 * Money core (migration 0007): wallets (a balance column kept with a ledger of signed
 * entries; the balance can never go below zero — a CHECK backs the conditional update of
 * modules/wallet) and card payments through a gateway (modules/payments). All amounts are
 * integer halalas.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const WALLET_OWNER_ROLES = ['user', 'provider'] as const;
export type WalletOwnerRole = (typeof WALLET_OWNER_ROLES)[number];

/** One row per owner; `balance` is the sum of the owner's entries, never negative. */
export const wallets = pgTable(
  'wallets',
  {
    ownerRole: text('owner_role', { enum: WALLET_OWNER_ROLES }).notNull(),
    ownerId: integer('owner_id').notNull(),
    balance: integer('balance').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ownerRole, t.ownerId] }), check('wallets_balance_not_negative', sql`${t.balance} >= 0`)],
);

export const WALLET_ENTRY_KINDS = ['charge', 'payment', 'refund', 'adjustment'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

/** The ledger: + money in (charge, refund), − money out (payment). */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    ownerRole: text('owner_role', { enum: WALLET_OWNER_ROLES }).notNull(),
    ownerId: integer('owner_id').notNull(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    /** Balance right after this entry. */
    balanceAfter: integer('balance_after').notNull(),
    /** What it is for, e.g. request_service / negotiation / cart_checkout / payment. */
    referenceType: text('reference_type'),
    referenceId: integer('reference_id'),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Unique per business event (e.g. `pay:request_service:12`): one event, one entry. */
    idemKey: text('idem_key'),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_entries_owner_idx').on(t.ownerRole, t.ownerId, t.createdAt), uniqueIndex('wallet_entries_idem_uq').on(t.idemKey)],
);

/** `expired`: left pending past PAYMENT_EXPIRY_MINUTES; its gateway invoice was cancelled. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'declined', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A card payment through the gateway (the wallet pays without one). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    payerRole: text('payer_role', { enum: WALLET_OWNER_ROLES }).notNull(),
    payerId: integer('payer_id').notNull(),
    /** Which on-settled handler runs: request_service, negotiation, wallet_charge, cart_checkout… */
    purpose: text('purpose').notNull(),
    /** The thing paid for (order id, invoice id, cart order id…), interpreted by the purpose. */
    referenceId: integer('reference_id'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    /** Secret part of the hosted page's URL: only who was given the URL can settle it. */
    checkoutToken: text('checkout_token').notNull(),
    /** App path the gateway returns to (result appended as ?payment_id=&payment_status=). */
    returnPath: text('return_path').notNull().default('/'),
    /** Purpose-specific data for the handler (e.g. the chosen offer). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** The gateway's id for this payment (a Moyasar invoice id); null on the sandbox. */
    gatewayRef: text('gateway_ref'),
    /** The gateway's page where the customer pays (the sandbox builds its URL per request). */
    gatewayUrl: text('gateway_url'),
    cardLast4: text('card_last4'),
    /** paid, but the handler refused it (e.g. order cancelled meanwhile): the amount went to the wallet. */
    refundedToWallet: integer('refunded_to_wallet').notNull().default(0),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_payer_idx').on(t.payerRole, t.payerId, t.createdAt),
    index('payments_ref_idx').on(t.purpose, t.referenceId),
    uniqueIndex('payments_gateway_ref_uq').on(t.gateway, t.gatewayRef),
    index('payments_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
