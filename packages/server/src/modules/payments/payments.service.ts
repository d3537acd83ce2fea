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
 *   settle(id, token, outcome)    called by the sandbox page: paid → handler; declined → final;
 *       a settled payment is never settled again (replays answer the first result).
 *       → { payment, redirectUrl } (redirectUrl = baseUrl + returnPath + ?payment_id=&payment_status=)
 *   reconcile(payment)            a hosted gateway signalled something about this payment (return,
 *       callback or webhook): the invoice stored with it is fetched, and the payment settles
 *       only when that invoice is paid with our amount and currency. → the payment as it is now
 *   expireOverdue()               pending payments older than the expiry: their invoice is cancelled
 *       at the gateway and they become `expired` (a checkout's order fails, as on a decline); a
 *       `paid` that still arrives later is refunded to the payer's wallet.
 *   show(lang, payer, id)         the payer's own payment as the API shows it (fail 'payments.not_found')
 *   paidCount(purpose, referenceId) how many paid payments a thing has (tests, double-pay checks)
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { WalletOwnerRole } from '../../db/schema';
import { DomainError, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { toSR } from '../../lib/money';
import { type CardOutcome, GatewayError, type InvoiceState, type PaymentGateway } from './gateway';
import { createPaymentRepository, type PaymentRow } from './payments.repository';
import { purposeText } from './purpose-text';

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
  /** How long a card payment may stay pending (PAYMENT_EXPIRY_MINUTES). */
  expiryMs?: number;
  log?: { warn(obj: unknown, msg?: string): void; error?(obj: unknown, msg?: string): void };
}

/** How many overdue payments one sweep handles (the next sweep takes the rest). */
const EXPIRY_BATCH = 50;

const inTransaction = <T>(db: Db, fn: (tx: Db) => Promise<T>, tx?: Db): Promise<T> =>
  tx ? fn(tx) : db.transaction((raw) => fn(raw as unknown as Db));

export function createPaymentService(deps: PaymentDeps) {
  const repo = (tx?: Db) => createPaymentRepository(tx ?? deps.db);
  const handlers = new Map<string, SettledHandler>();
  const declinedHandlers = new Map<string, DeclinedHandler>();
  let refundToWallet: RefundToWallet | null = null;

  const expiryMs = deps.expiryMs ?? 60 * 60_000;

  const redirectUrl = (baseUrl: string, p: PaymentRow) => {
    const sep = p.returnPath.includes('?') ? '&' : '?';
    return `${baseUrl}${p.returnPath}${sep}payment_id=${p.id}&payment_status=${p.status}`;
  };

  /** The customer's answer when the gateway fails; the log gets what failed, never the request. */
  const gatewayFailed = (err: unknown, p: Pick<PaymentRow, 'id'>) => {
    if (!(err instanceof GatewayError)) return err;
    deps.log?.warn(
      { gateway: deps.gateway.name, op: err.op, reason: err.reason, status: err.status, paymentId: p.id },
      'payment gateway failed',
    );
    return fail('payments.gateway_unavailable');
  };

  /** A paid invoice settles its payment only when it is the one we stored, for our amount. */
  async function settleFromInvoice(p: PaymentRow, invoice: InvoiceState): Promise<PaymentRow | null> {
    if (invoice.status !== 'paid') return null;
    if (invoice.id !== p.gatewayRef || invoice.amount !== p.amount || invoice.currency !== deps.gateway.hosted?.currency) {
      const what = { paymentId: p.id, invoice: invoice.id, amount: invoice.amount, currency: invoice.currency, expected: p.amount };
      if (deps.log?.error) deps.log.error(what, 'paid invoice does not match its payment; not settled');
      else deps.log?.warn(what, 'paid invoice does not match its payment; not settled');
      return null;
    }
    return settleOnce(p.id, (row) => row.gatewayRef === invoice.id, { kind: 'paid', cardLast4: invoice.cardLast4 });
  }

  /**
   * Settles a payment at most once, whatever number of signals race for it: the row is locked,
   * and only a payment still open moves. `belongs` checks the row is the one the caller meant.
   */
  async function settleOnce(id: number, belongs: (p: PaymentRow) => boolean, outcome: Exclude<CardOutcome, { kind: 'invalid' }>) {
    const after: AfterCommit[] = [];
    const payment = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const p = await repo(tx).lock(id);
      if (!p || !belongs(p)) return null;
      const late = p.status === 'expired';
      if (p.status !== 'pending' && !(late && outcome.kind === 'paid')) return p; // replay: the first result stands
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
        // An expired payment's order was let go: money that still arrives goes to the wallet.
        if (late) throw fail('payments.not_found');
        if (!handler) throw fail('payments.not_found');
        // A savepoint: a refused handler leaves nothing half-written.
        const done = await (txRaw as unknown as { transaction<T>(fn: (sp: unknown) => Promise<T>): Promise<T> }).transaction((sp) =>
          handler(paid, sp as Db),
        );
        if (typeof done === 'function') after.push(done as AfterCommit);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        deps.log?.warn({ paymentId: p.id, reason: err.messageKey, late }, 'paid payment could not be applied; refunding to wallet');
        if (!refundToWallet) throw err;
        await refundToWallet(paid, tx);
        refunded = p.amount;
      }
      await repo(tx).markSettled(p.id, 'paid', at, outcome.cardLast4, refunded);
      return { ...paid, refundedToWallet: refunded };
    });
    for (const fn of after) {
      try {
        await fn();
      } catch (err) {
        deps.log?.warn({ err }, 'after-settlement step failed');
      }
    }
    return payment;
  }

  /** Ends one overdue payment; false when it turned out paid (or moved) meanwhile. */
  async function expire(p: PaymentRow): Promise<boolean> {
    const hosted = deps.gateway.hosted;
    if (hosted && p.gatewayRef && p.gateway === deps.gateway.name) {
      // Asked first: an invoice paid just before the deadline is a payment, not an expiry.
      const invoice = await hosted.fetchInvoice(p.gatewayRef);
      if (invoice.status === 'paid') {
        await settleFromInvoice(p, invoice);
        return false;
      }
      if (invoice.status === 'initiated') {
        try {
          await hosted.cancelInvoice(p.gatewayRef);
        } catch (err) {
          // Expired all the same: if the customer still pays, the money goes to the wallet.
          if (!(err instanceof GatewayError)) throw err;
          deps.log?.warn({ paymentId: p.id, op: err.op, reason: err.reason, status: err.status }, 'invoice not cancelled at the gateway');
        }
      }
    }
    return deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const row = await repo(tx).lock(p.id);
      if (row?.status !== 'pending') return false;
      const at = deps.now();
      await repo(tx).markExpired(row.id, at);
      // Ends like a decline: a checkout's pending order fails, so the cart can be paid again.
      await declinedHandlers.get(row.purpose)?.({ ...row, status: 'expired', settledAt: at }, tx);
      return true;
    });
  }

  return {
    gateway: deps.gateway,
    gatewayFailed,

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

    /**
     * With a hosted gateway the invoice is created before this returns, inside the caller's
     * transaction: when the gateway fails, the payment row (and whatever the caller wrote,
     * such as a checkout's pending order) rolls back and the order stays payable.
     */
    async start(input: StartPayment, tx?: Db): Promise<{ id: number; url: string }> {
      if (!Number.isInteger(input.amount) || input.amount <= 0) throw new RangeError(`payment of ${input.amount}`);
      if (!handlers.has(input.purpose)) throw new Error(`no on-settled handler for payment purpose ${input.purpose}`);
      const hosted = deps.gateway.hosted;
      if (hosted && input.amount < hosted.minAmount) throw fail('payments.amount_too_small');
      return inTransaction(
        deps.db,
        async (x) => {
          const row = await repo(x).insert({
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
          if (!hosted) return { id: row.id, url: deps.gateway.checkoutUrl(input.baseUrl, row) };
          const back = `${input.baseUrl}/api/v1/payments/${deps.gateway.name}`;
          let invoice: InvoiceState;
          try {
            invoice = await hosted.createInvoice({
              paymentId: row.id,
              amount: row.amount,
              description: `${purposeText('ar', row.purpose)} · ${purposeText('en', row.purpose)} #${row.id}`,
              successUrl: `${back}/return/${row.id}/${row.checkoutToken}`,
              backUrl: `${back}/return/${row.id}/${row.checkoutToken}`,
              callbackUrl: `${back}/callback/${row.id}/${row.checkoutToken}`,
            });
          } catch (err) {
            throw gatewayFailed(err, row);
          }
          await repo(x).setGatewayInvoice(row.id, invoice.id, invoice.url);
          return { id: row.id, url: invoice.url };
        },
        tx,
      );
    },

    /** The payment behind a gateway page, when the token matches (else null: the page is a 404). */
    async forCheckout(id: number, token: string): Promise<PaymentRow | null> {
      const p = await repo().find(id);
      return p && token && p.checkoutToken === token ? p : null;
    },

    async settle(id: number, token: string, outcome: Exclude<CardOutcome, { kind: 'invalid' }>, baseUrl: string) {
      const payment = await settleOnce(id, (p) => p.checkoutToken === token, outcome);
      return payment ? { payment, redirectUrl: redirectUrl(baseUrl, payment) } : null;
    },

    /**
     * Asks the gateway about the invoice stored with this payment and settles it when that
     * invoice is paid with our amount and currency. Whatever the signal carried (an invoice
     * id, a status) is ignored. Throws GatewayError when the gateway cannot be asked.
     */
    async reconcile(p: PaymentRow): Promise<PaymentRow> {
      const hosted = deps.gateway.hosted;
      if (!hosted || !p.gatewayRef || p.gateway !== deps.gateway.name) return p;
      if (p.status === 'paid' || p.status === 'declined') return p;
      const invoice = await hosted.fetchInvoice(p.gatewayRef);
      return (await settleFromInvoice(p, invoice)) ?? p;
    },

    /** The payment a webhook names, by the invoice it carries or, failing that, our own id. */
    async findForWebhook(ref: { invoiceId: string | null; paymentId: number | null }): Promise<PaymentRow | null> {
      if (ref.invoiceId) {
        const byInvoice = await repo().findByGatewayRef(deps.gateway.name, ref.invoiceId);
        if (byInvoice) return byInvoice;
      }
      const byId = ref.paymentId ? await repo().find(ref.paymentId) : null;
      return byId && byId.gateway === deps.gateway.name ? byId : null;
    },

    async expireOverdue(): Promise<number> {
      const overdue = await repo().pendingBefore(new Date(deps.now().getTime() - expiryMs), EXPIRY_BATCH);
      let expired = 0;
      for (const p of overdue) {
        try {
          if (await expire(p)) expired++;
        } catch (err) {
          // This one is tried again at the next sweep; the others go on.
          deps.log?.warn({ paymentId: p.id, err: err instanceof GatewayError ? err.message : err }, 'payment expiry failed');
        }
      }
      return expired;
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
