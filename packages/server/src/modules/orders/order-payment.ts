/**
 * Paying an order, from the wallet (in the step's transaction, keyed
 * `pay:request_service:<id>` so a repeat spends once) or by card (a payment is started in
 * the transaction; its settlement, below, re-checks the order under the lock and applies only
 * if the order still waits for exactly that amount). Paying an open request chooses the
 * offer paid; paying an invoice pays that negotiation. Paid → 3 in progress and the tax
 * invoice is issued.
 */
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import type { RequestContext } from '../../lib/request-context';
import { issueTaxInvoice } from '../commerce/tax-invoice';
import type { StoredNotification } from '../notifications/notification.service';
import type { PaymentRow } from '../payments/payments.service';
import { both, mustBeUsers, type Note, type OrderContext, type Party } from './order-context';
import { applyChosenOffer, chooseOffer } from './order-offers';
import type { OrderRow, OrdersRepository } from './orders.repository';

export const ORDER_PAYMENT_PURPOSE = 'request_service';
export const NEGOTIATION_PAYMENT_PURPOSE = 'negotiation';

export function createOrderPayment(c: OrderContext) {
  const { deps, repo, repoOf, rates, withOrder, store } = c;

  /**
   * Paid: status 3 in progress; the open invoice (if any) is paid and its chat card says so
   * (live, after commit); the simplified tax invoice is issued (once: the order is locked and
   * no longer payable after this); the provider is told.
   */
  async function markPaid(
    r: OrdersRepository,
    o: OrderRow & { providerId: number },
    method: 'card' | 'wallet',
    x: { tx: Db; notify: (n: Note) => void; after: (f: () => void) => void },
  ) {
    const at = deps.now();
    await r.update(o.id, { status: 3, stage: 'in_progress', paidAt: at, paymentMethod: method });
    if (o.negotiateId) {
      await r.markNegotiationPaid(o.negotiateId, at);
      const n = await r.negotiation(o.negotiateId);
      if (n?.roomId) {
        const paid = { roomId: n.roomId, negotiateId: n.id, requestServiceId: o.id, status: 'paid' as const };
        x.after(() => void deps.chat.invoiceStatusChanged(paid));
      }
    }
    await r.closeOpenNegotiations(o.id, 'superseded');
    if (o.price === null || o.taxValue === null || o.finalTotal === null) throw fail('orders.not_payable');
    const { service: svc } = await r.parties(o);
    await issueTaxInvoice(x.tx, {
      kind: 'services',
      orderId: o.id,
      userId: o.userId,
      providerIds: [o.providerId],
      lines: [{ name: svc.nameAr, quantity: 1, unitPrice: o.price, total: o.price }],
      discount: 0,
      subtotal: o.price,
      vatAmount: o.taxValue,
      total: o.finalTotal,
      at,
    });
    x.notify({ role: 'provider', id: o.providerId, key: 'orders.notify.paid', params: { number: o.number } });
  }

  /** What paying this order means now: the order as it will be once paid, and the amount. */
  async function payable(r: OrdersRepository, o: OrderRow, offerId: number | undefined) {
    if (o.status === 3 || (o.status === 4 && o.stage === 'finished')) throw fail('orders.already_paid');
    if (o.status === 4) throw fail('orders.not_payable');
    if (o.status === 1) {
      if (o.type === 'direct') throw fail('orders.not_payable');
      const chosen = await chooseOffer(r, o, offerId, await rates(r));
      return { chosen, amount: chosen.finalTotal as number };
    }
    if (o.providerId === null || o.finalTotal === null) throw fail('orders.not_payable');
    return { chosen: null, amount: o.finalTotal };
  }

  async function payWallet(tx: Db, o: OrderRow, amount: number) {
    await deps.wallet.spend(
      { role: 'user', id: o.userId },
      amount,
      {
        referenceType: 'request_service',
        referenceId: o.id,
        idemKey: `pay:request_service:${o.id}`,
        description: both('orders.wallet_payment', { number: o.number }),
      },
      tx,
    );
  }

  // ---- card settlement -------------------------------------------------------------------
  /** A settled card payment of an order: applied only if the order still waits for exactly that amount. */
  async function settleOrderPayment(p: PaymentRow, tx: Db) {
    const r = repoOf(tx);
    const o = p.referenceId === null ? null : await r.lock(p.referenceId);
    if (!o || o.userId !== p.payerId) throw fail('orders.order_not_found');
    const meta = p.meta as { offerPriceId?: number; negotiateId?: number };
    const notes: Note[] = [];
    const notify = (n: Note) => notes.push(n);
    const afters: (() => void)[] = [];
    let order = o;
    if (meta.negotiateId !== undefined) {
      const n = await r.negotiation(meta.negotiateId);
      if (!n || n.requestServiceId !== o.id || n.status !== 'open' || o.negotiateId !== n.id || o.status !== 2) {
        throw fail('orders.negotiation_not_open');
      }
      if (n.finalTotal !== p.amount) throw fail('orders.price_changed');
    } else {
      const { chosen, amount } = await payable(r, o, meta.offerPriceId);
      if (amount !== p.amount) throw fail('orders.price_changed');
      if (chosen) {
        await r.update(o.id, chosen);
        await applyChosenOffer(r, o, chosen, notify);
        order = { ...o, ...chosen };
      }
    }
    if (order.providerId === null) throw fail('orders.not_payable');
    await markPaid(r, { ...order, providerId: order.providerId }, 'card', { tx, notify, after: (f) => afters.push(f) });
    const stored: StoredNotification[] = [];
    for (const n of notes) stored.push(...(await store(n, o, tx)));
    const parties: Party[] = [{ role: 'user', id: o.userId }, { role: 'provider', id: order.providerId }, ...notes];
    return async () => {
      await deps.notifications.push(stored);
      for (const f of afters) f();
      deps.realtime?.orderChanged(o.id, parties);
    };
  }
  deps.payments.onSettled(ORDER_PAYMENT_PURPOSE, settleOrderPayment);
  deps.payments.onSettled(NEGOTIATION_PAYMENT_PURPOSE, settleOrderPayment);

  return {
    /** POST /user/request-service/pay: wallet → paid now (null); card → { url }. */
    pay(ctx: RequestContext, userId: number, input: { id: number; offerId?: number; type: 'wallet' | 'card' }) {
      return withOrder(input.id, async (o, { repo: r, tx, notify, after }) => {
        mustBeUsers(o, userId);
        const { chosen, amount } = await payable(r, o, input.offerId);
        if (input.type === 'card') {
          const p = await deps.payments.start(
            {
              payer: { role: 'user', id: userId },
              purpose: ORDER_PAYMENT_PURPOSE,
              amount,
              referenceId: o.id,
              returnPath: `/userOrderDetails/${o.id}`,
              meta: { requestServiceId: o.id, ...(chosen ? { offerPriceId: chosen.offerPriceId } : {}) },
              baseUrl: ctx.baseUrl,
            },
            tx,
          );
          return { url: p.url };
        }
        await payWallet(tx, o, amount);
        let order = o;
        if (chosen) {
          await r.update(o.id, chosen);
          await applyChosenOffer(r, o, chosen, notify);
          order = { ...o, ...chosen };
        }
        await markPaid(r, { ...order, providerId: order.providerId as number }, 'wallet', { tx, notify, after });
        return null;
      });
    },

    /** POST /user/request-service/negotiates/pay */
    async negotiatePay(ctx: RequestContext, userId: number, input: { negotiateId: number; type: 'wallet' | 'card' }) {
      const n = await repo.negotiation(input.negotiateId);
      if (!n || n.userId !== userId) throw fail('orders.negotiation_not_found');
      return withOrder(n.requestServiceId, async (o, { repo: r, tx, notify, after }) => {
        mustBeUsers(o, userId);
        if (o.status === 3 || (o.status === 4 && o.stage === 'finished')) throw fail('orders.already_paid');
        const fresh = await r.negotiation(n.id);
        if (!fresh || fresh.status !== 'open' || o.negotiateId !== fresh.id || o.status !== 2) throw fail('orders.negotiation_not_open');
        if (input.type === 'card') {
          const p = await deps.payments.start(
            {
              payer: { role: 'user', id: userId },
              purpose: NEGOTIATION_PAYMENT_PURPOSE,
              amount: fresh.finalTotal,
              referenceId: o.id,
              // The invoice was paid from its chat room: the customer goes back there, paid or declined
              // (a declined card leaves the invoice open to pay again from the same card).
              returnPath: fresh.roomId ? `/chatView/${fresh.roomId}` : `/userOrderDetails/${o.id}`,
              meta: { requestServiceId: o.id, negotiateId: fresh.id },
              baseUrl: ctx.baseUrl,
            },
            tx,
          );
          return { url: p.url };
        }
        await payWallet(tx, o, fresh.finalTotal);
        await markPaid(r, { ...o, providerId: o.providerId as number }, 'wallet', { tx, notify, after });
        return null;
      });
    },
  };
}
