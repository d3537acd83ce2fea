/**
 * Card payments through a gateway (default `sandbox`, docs/architecture.md#card-payments). Amounts always come
 * from the server; settlement is idempotent; what a settled payment does is decided by its
 * `purpose`, through a registry of on-settled handlers.
 *
 * Service API (app.services.payments) — amounts are integer halalas:
 *   start({ payer, purpose, amount, referenceId, returnPath, meta?, baseUrl }, tx?)
 *       → { id, url }: a pending payment and the gateway page to open (answer it as data.url)
 *   onSettled(purpose, handler)   registers what a paid payment of that purpose does:
 *       handler(payment, tx) runs inside the settlement transaction (use `tx` for every write);
 *       it may return a function to run after commit (e.g. notifications.push). If it throws a
 *       DomainError (e.g. the order was cancelled or paid by wallet meanwhile) the payment still
 *       counts as paid and its amount is refunded to the payer's wallet (ledger `refund`).
 *       Registered purposes: wallet_charge (wallet), request_service and negotiation (orders);
 *       cart_checkout belongs to the commerce module.
 *   onDeclined(purpose, handler)  registers what a declined payment of that purpose does:
 *       handler(payment, tx) runs inside the settlement transaction (e.g. the checkout's
 *       pending order becomes `failed`); a purpose without one just records the decline.
 *   settle(id, token, outcome)    called by the gateway page: paid → handler; declined → final;
 *       a settled payment is never settled again (replays answer the first result).
 *       → { payment, redirectUrl } (redirectUrl = baseUrl + returnPath + ?payment_id=&payment_status=)
 *   show(lang, payer, id)         the payer's own payment as the API shows it (fail 'payments.not_found')
 *   paidCount(purpose, referenceId) how many paid payments a thing has (tests, double-pay checks)
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { WalletOwnerRole } from '../../db/schema';
import { DomainError, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { toSR } from '../../lib/money';
import type { CardOutcome, PaymentGateway } from './gateway';
import { createPaymentRepository, type PaymentRow } from './payments.repository';

export type { PaymentRow };

export interface StartPayment {
  payer: { role: WalletOwnerRole; id: number };
  purpose: string;
  amount: number;
  referenceId: number | null;
  /** App path to come back to, e.g. /userOrderDetails/12. */
  returnPath: string;
  meta?: Record<string, unknown>;
  /** Public base URL of this server (request.baseUrl). */
  baseUrl: string;
}

export type AfterCommit = () => Promise<void> | void;
/** May resolve to an AfterCommit function (run once the settlement commits). */
export type SettledHandler = (payment: PaymentRow, tx: Db) => Promise<unknown>;

/** What a declined payment of a purpose leaves behind (runs in the settlement's transaction). */
export type DeclinedHandler = (payment: PaymentRow, tx: Db) => Promise<void>;

/** Refunds a paid payment that its handler could not use (the wallet module provides it). */
export type RefundToWallet = (payment: PaymentRow, tx: Db) => Promise<void>;

export interface PaymentDeps {
  db: Db;
  now: () => Date;
  gateway: PaymentGateway;
  log?: { warn(obj: unknown, msg?: string): void };
}

export function createPaymentService(deps: PaymentDeps) {
  const repo = (tx?: Db) => createPaymentRepository(tx ?? deps.db);
  const handlers = new Map<string, SettledHandler>();
  const declinedHandlers = new Map<string, DeclinedHandler>();
  let refundToWallet: RefundToWallet | null = null;

  const redirectUrl = (baseUrl: string, p: PaymentRow) => {
    const sep = p.returnPath.includes('?') ? '&' : '?';
    return `${baseUrl}${p.returnPath}${sep}payment_id=${p.id}&payment_status=${p.status}`;
  };

  return {
    gateway: deps.gateway,

    onSettled(purpose: string, handler: SettledHandler): void {
      handlers.set(purpose, handler);
    },

    onDeclined(purpose: string, handler: DeclinedHandler): void {
      declinedHandlers.set(purpose, handler);
    },

    /** Set once by the wallet module (payments cannot import it: the wallet uses payments). */
    setRefundToWallet(fn: RefundToWallet): void {
      refundToWallet = fn;
    },

    async start(input: StartPayment, tx?: Db): Promise<{ id: number; url: string }> {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError(`payment of ${input.amount}`);
      if (!handlers.has(input.purpose)) throw new Error(`no on-settled handler for payment purpose ${input.purpose}`);
      const row = await repo(tx).insert({
        payerRole: input.payer.role,
        payerId: input.payer.id,
        purpose: input.purpose,
        referenceId: input.referenceId,
        amount: input.amount,
        gateway: deps.gateway.name,
        checkoutToken: randomBytes(18).toString('base64url'),
        returnPath: input.returnPath.startsWith('/') ? input.returnPath : `/${input.returnPath}`,
        meta: input.meta ?? {},
        createdAt: deps.now(),
      });
      return { id: row.id, url: deps.gateway.checkoutUrl(input.baseUrl, row) };
    },

    /** The payment behind a gateway page, when the token matches (else null: the page is a 404). */
    async forCheckout(id: number, token: string): Promise<PaymentRow | null> {
      const p = await repo().find(id);
      return p && token && p.checkoutToken === token ? p : null;
    },

    async settle(id: number, token: string, outcome: Exclude<CardOutcome, { kind: 'invalid' }>, baseUrl: string) {
      const after: AfterCommit[] = [];
      const payment = await deps.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const p = await repo(tx).lock(id);
        if (!p || p.checkoutToken !== token) return null;
        if (p.status !== 'pending') return p; // replay: the first result stands
        const at = deps.now();
        if (outcome.kind === 'declined') {
          await repo(tx).markSettled(p.id, 'declined', at, outcome.cardLast4);
          const declined: PaymentRow = { ...p, status: 'declined', settledAt: at, cardLast4: outcome.cardLast4 };
          await declinedHandlers.get(p.purpose)?.(declined, tx);
          return declined;
        }
        const paid: PaymentRow = { ...p, status: 'paid', settledAt: at, cardLast4: outcome.cardLast4 };
        const handler = handlers.get(p.purpose);
        let refunded = 0;
        try {
          if (!handler) throw fail('payments.not_found');
          // A savepoint: a refused handler leaves nothing half-written.
          const done = await (txRaw as unknown as { transaction<T>(fn: (sp: unknown) => Promise<T>): Promise<T> }).transaction((sp) =>
            handler(paid, sp as Db),
          );
          if (typeof done === 'function') after.push(done as AfterCommit);
        } catch (err) {
          if (!(err instanceof DomainError)) throw err;
          deps.log?.warn({ paymentId: p.id, reason: err.messageKey }, 'paid payment could not be applied; refunding to wallet');
          if (!refundToWallet) throw err;
          await refundToWallet(paid, tx);
          refunded = p.amount;
        }
        await repo(tx).markSettled(p.id, 'paid', at, outcome.cardLast4, refunded);
        return { ...paid, refundedToWallet: refunded };
      });
      if (!payment) return null;
      for (const fn of after) {
        try {
          await fn();
        } catch (err) {
          deps.log?.warn({ err }, 'after-settlement step failed');
        }
      }
      return { payment, redirectUrl: redirectUrl(baseUrl, payment) };
    },

    redirectUrl,

    async show(payer: { role: WalletOwnerRole; id: number }, id: number) {
      const p = await repo().findOwned(payer.role, payer.id, id);
      if (!p) throw fail('payments.not_found');
      return {
        id: p.id,
        status: p.status,
        purpose: p.purpose,
        amount: toSR(p.amount),
        request_service_id: typeof p.meta.requestServiceId === 'number' ? p.meta.requestServiceId : null,
        created_at: formatDateTime(p.createdAt),
        settled_at: p.settledAt ? formatDateTime(p.settledAt) : null,
      };
    },

    paidCount: (purpose: string, referenceId: number) => repo().countByStatus(purpose, referenceId, 'paid'),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
