/**
 * Money: the wallet (a ledger of signed halala entries, never negative), card
 * payments through the gateway (default: the sandbox page at `data.url`), the provider's
 * financial transactions and settlement requests. API amounts are SR (two decimals at most).
 */
import { z } from 'zod';
import { endpoint, idSchema, noData } from './common';

// ---- wallet ------------------------------------------------------------------------------

export const walletEntryKinds = ['charge', 'payment', 'refund', 'adjustment'] as const;

export const walletEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(walletEntryKinds),
  /** Signed SR: + money in, − money out. */
  amount: z.number(),
  /** Localized description. */
  description: z.string(),
  created_at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const chargeWalletBody = z.object({
  amount: z
    .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
    .min(1, { error: 'validation.invalid' })
    .max(100_000, { error: 'validation.invalid' }),
});

export const wallet = {
  /** `data` is the balance itself, an SR number (docs/legacy-client.md#ec-1-3). */
  balance: endpoint({ method: 'POST', path: '/wallet/balance', roles: ['user', 'provider'], response: z.number() }),
  /** Latest ledger entries of the caller's wallet, newest first. */
  entries: endpoint({ method: 'GET', path: '/wallet/transactions', roles: ['user', 'provider'], response: z.array(walletEntrySchema) }),
  /** Card top-up: data.url is the gateway page; the balance grows only when it settles. */
  charge: endpoint({
    method: 'POST',
    path: '/user/frontend-charge-wallet',
    roles: ['user'],
    body: chargeWalletBody,
    response: z.object({ url: z.string(), payment_id: z.number().int() }),
  }),
};

// ---- payments ----------------------------------------------------------------------------

/** `expired`: not paid in time; its order can be paid again. */
export const paymentStatuses = ['pending', 'paid', 'declined', 'expired'] as const;
export const paymentPurposes = ['request_service', 'negotiation', 'wallet_charge', 'cart_checkout'] as const;

export const paymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(paymentStatuses),
  purpose: z.string(),
  amount: z.number(),
  /** The order it pays for, when it pays one. */
  request_service_id: z.number().int().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const payments = {
  /** The caller's own payment (the app's return page reads the result here). */
  show: endpoint({
    method: 'GET',
    path: '/payments/:id',
    roles: ['user', 'provider'],
    params: z.object({ id: idSchema }),
    response: paymentSchema,
  }),
};

// ---- provider financials -------------------------------------------------------------------

/** A settlement request sent back by a refund that came after it: the refund's order and amount, and the administrator's answer. */
export const settlementReturnSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The refunded order's number. */
  number: z.string(),
  /** What the refund took off the provider's due (SR, positive). */
  refund: z.number(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export type SettlementReturn = z.infer<typeof settlementReturnSchema>;

export const financialTransactionSchema = z.object({
  id: z.number().int(),
  /** The order number it comes from. */
  number: z.string(),
  created_at: z.string(),
  app_rate: z.number(),
  tax_value: z.number(),
  final_total: z.number(),
  /** Provider's share: final_total − tax_value − app_rate. */
  provider_due: z.number(),
  /** Localized: card or wallet. */
  payment_method: z.string(),
  request_service_id: z.number().int().nullable(),
  /** The store order whose sale credited it (a store owner's row; null for a service order or a refund). */
  product_order_id: z.number().int().nullable().optional(),
  /** order: an order's earning; refund: taken back by the administrator's refund of order `number`. */
  kind: z.enum(['order', 'refund']).default('order'),
  /** A refund's reason: the administrator's answer to the complaint (null when none was written). */
  reason: z.string().nullable().default(null),
  /** The request that covers it: null while it counts in total_due. */
  settlement: z.enum(['pending', 'paid']).nullable().default(null),
});
export type FinancialTransaction = z.infer<typeof financialTransactionSchema>;

// The admin's settlement calls are in ./admin, with the rest of the console's.

export const financials = {
  transactions: endpoint({
    method: 'GET',
    path: '/provider/financial/transactions',
    roles: ['provider'],
    response: z.object({
      transactions: z.array(financialTransactionSchema),
      /** Sum of final_total of the transactions (SR). */
      total_transactions: z.number(),
      /** Credited and not yet settled (or requested) — what a settlement would pay. */
      total_due: z.number(),
      /** A settlement request is waiting for the admin. */
      pending_settlement: z.object({ id: z.number().int(), amount: z.number(), created_at: z.string() }).nullable(),
      /** The latest request, when a refund after it sent it back (and no request came since). */
      returned_settlement: settlementReturnSchema.nullable().default(null),
    }),
  }),
  /** Request settlement of the whole due (amount must equal total_due). */
  settlement: endpoint({
    method: 'POST',
    path: '/provider/request/settlement',
    roles: ['provider'],
    body: z.object({ amount: z.number().positive().optional() }),
    response: noData,
  }),
};
