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
 * party to an order gets `orders.not_found` and nothing changes. Every step notifies the other
 * side (stored in the transaction, pushed after commit).
 */
import path from 'node:path';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { type Lang, type MessageKey, type MessageParams, t } from '../../lib/i18n';
import { toHalalas, toSR } from '../../lib/money';
import { fileTooLarge, type UploadedFile } from '../../lib/uploaded-file';
import type { Principal } from '../../lib/caller';
import type { RequestContext } from '../../lib/request-context';
import type { ChatService } from '../chat/chat.service';
import { orderRates, type Rates } from '../settings/settings';
import { issueTaxInvoice } from '../commerce/tax-invoice';
import type { NotificationService, StoredNotification } from '../notifications/notification.service';
import type { PaymentRow, PaymentService } from '../payments/payments.service';
import type { Realtime } from '../realtime/socket';
import { originalName, type Storage } from '../storage/storage';
import type { WalletService } from '../wallet/wallet.service';
import { avatarUrl } from '../storage/avatar';
import {
  AUTO_COMPLETE_MS,
  amountsOf,
  detailsBase,
  offerDto,
  orderAmounts,
  providerStatusText,
  srOrNull,
  userStatusText,
} from './orders.dto';
import { formatDateTime } from '../../lib/format-date';
import { createOrdersRepository, type OrderPatch, type OrderRow, type OrdersRepository } from './orders.repository';
import './orders.messages';

export const ORDER_PAYMENT_PURPOSE = 'request_service';
export const NEGOTIATION_PAYMENT_PURPOSE = 'negotiation';
export const USER_LIST_LIMIT = 100;
/** Files the provider may deliver in one finish call. */
export const MAX_DELIVERY_FILES = 10;

export interface OrdersDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
  notifications: NotificationService;
  payments: PaymentService;
  wallet: WalletService;
  chat: ChatService;
  maxUploadBytes: number;
  /** Tells both parties' open pages that an order changed (modules/realtime). */
  realtime?: Pick<Realtime, 'orderChanged'>;
}

type Party = { role: 'user' | 'provider'; id: number | null };
type Note = { role: 'user' | 'provider'; id: number; key: MessageKey; params?: MessageParams; type?: string };

const both = (key: MessageKey, params?: MessageParams) => ({ ar: t('ar', key, params), en: t('en', key, params) });

export function createOrdersService(deps: OrdersDeps) {
  const repoOf = (db?: Db): OrdersRepository => createOrdersRepository(db ?? deps.db);
  const repo = repoOf();

  const rates = (r: OrdersRepository = repo): Promise<Rates> => orderRates(r);

  /**
   * Runs `fn` in a transaction with the order locked. `fn` may queue notifications and
   * after-commit steps; they run once the transaction commits.
   */
  async function withOrder<T>(
    id: number,
    fn: (
      o: OrderRow,
      x: { repo: OrdersRepository; tx: Db; notify: (n: Note) => void; after: (f: () => void) => void; party: (p: Party) => void },
    ) => Promise<T>,
  ): Promise<T> {
    const stored: StoredNotification[] = [];
    const afters: (() => void)[] = [];
    const parties: Party[] = [];
    const result = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const r = repoOf(tx);
      const o = await r.lock(id);
      if (!o) throw fail('orders.order_not_found');
      const notes: Note[] = [];
      const out = await fn(o, { repo: r, tx, notify: (n) => notes.push(n), after: (f) => afters.push(f), party: (p) => parties.push(p) });
      for (const n of notes) stored.push(...(await store(n, o, tx)));
      parties.push({ role: 'user', id: o.userId }, { role: 'provider', id: o.providerId }, ...notes);
      return out;
    });
    await deps.notifications.push(stored);
    for (const f of afters) f();
    deps.realtime?.orderChanged(id, parties);
    return result;
  }

  function store(n: Note, o: OrderRow, tx: Db) {
    const message = { type: n.type ?? 'request_service', body: both(n.key, n.params), requestServiceId: o.id };
    return n.role === 'user' ? deps.notifications.notifyUser(n.id, message, tx) : deps.notifications.notifyProvider(n.id, message, tx);
  }

  const mustBeUsers = (o: OrderRow, userId: number) => {
    if (o.userId !== userId) throw fail('orders.order_not_found');
  };
  const mustBeProviders = (o: OrderRow, providerId: number) => {
    if (o.providerId !== providerId) throw fail('orders.order_not_found');
  };

  /** An open request a provider may see: in a service they offer, or one they quoted. */
  async function providerMaySee(r: OrdersRepository, o: OrderRow, providerId: number): Promise<boolean> {
    if (o.providerId !== null) return o.providerId === providerId;
    if (o.type !== 'for_all') return false;
    if (await r.offerBy(o.id, providerId)) return true;
    return o.providerId === null && o.status === 1 && (await r.offersService(providerId, o.serviceId));
  }

  /** Chooses an offer of an open request: its provider, price and duration become the order's. */
  async function chooseOffer(
    r: OrdersRepository,
    o: OrderRow,
    offerId: number | undefined,
    rt: Rates,
  ): Promise<OrderPatch & { providerId: number }> {
    if (o.type !== 'for_all' || o.status !== 1 || o.stage !== 'waiting_offers') throw fail('orders.wrong_state');
    if (!offerId) throw fail('orders.offer_required');
    const offer = await r.offer(offerId);
    if (!offer || offer.requestServiceId !== o.id) throw fail('orders.offer_not_found');
    if (offer.status !== 'pending') throw fail('orders.offer_not_pending');
    const a = amountsOf(offer.price, rt);
    return {
      providerId: offer.providerId,
      offerPriceId: offer.id,
      price: a.price,
      duration: offer.duration,
      taxValue: a.taxValue,
      appRate: a.appRate,
      finalTotal: a.finalTotal,
    };
  }

  async function applyChosenOffer(r: OrdersRepository, o: OrderRow, patch: OrderPatch & { providerId: number }, notify: (n: Note) => void) {
    await r.setOfferStatus(patch.offerPriceId as number, 'accepted');
    const others = await r.closePendingOffers(o.id, 'closed', patch.offerPriceId as number);
    notify({ role: 'provider', id: patch.providerId, key: 'orders.notify.offer_chosen', params: { number: o.number } });
    return others;
  }

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

  // ---- completion ----------------------------------------------------------------------
  async function complete(r: OrdersRepository, o: OrderRow, notify: (n: Note) => void, auto: boolean) {
    if (o.providerId === null || o.price === null || o.appRate === null || o.finalTotal === null) throw fail('orders.wrong_state');
    const at = deps.now();
    await r.update(o.id, { status: 4, stage: 'finished', completedAt: at });
    await r.insertTransaction({
      providerId: o.providerId,
      requestServiceId: o.id,
      number: o.number,
      price: o.price,
      appRate: o.appRate,
      taxValue: o.taxValue ?? 0,
      finalTotal: o.finalTotal,
      providerDue: o.price - o.appRate,
      paymentMethod: o.paymentMethod ?? 'wallet',
      createdAt: at,
    });
    notify({ role: 'provider', id: o.providerId, key: 'orders.notify.completed', params: { number: o.number } });
    if (auto) notify({ role: 'user', id: o.userId, key: 'orders.notify.auto_completed', params: { number: o.number } });
  }

  // ---- reading -------------------------------------------------------------------------
  async function details(ctx: RequestContext, o: OrderRow, viewer: 'user' | 'provider') {
    const [rt, parties, files, rated, invoiced, complaintRows] = await Promise.all([
      rates(),
      repo.parties(o),
      repo.files(o.id),
      repo.rateOf(o.id, viewer),
      o.paidAt ? repo.hasTaxInvoice(o.id) : false,
      repo.complaintsOf(o.id),
    ]);
    return {
      rt,
      parties,
      input: {
        order: o,
        rates: rt,
        lang: ctx.lang,
        serviceName: ctx.lang === 'en' ? parties.service.nameEn : parties.service.nameAr,
        files,
        isRated: Boolean(rated),
        hasInvoice: invoiced,
        complaints: complaintRows,
        storage: deps.storage,
        baseUrl: ctx.baseUrl,
      },
    };
  }

  const service = {
    rates: () => rates(),

    /** POST /user/request-service */
    async userList(lang: Lang, userId: number, status: number) {
      const rows = await repo.userList(userId, status, USER_LIST_LIMIT);
      const counts = await repo.countPendingOffers(rows.map((r) => r.order.id));
      const rt = await rates();
      return rows.map(({ order: o, providerName, serviceAr, serviceEn }) => ({
        id: o.id,
        number: o.number,
        request_date: formatDateTime(o.createdAt),
        provider_name: providerName ?? '',
        service: lang === 'en' ? serviceEn : serviceAr,
        status: userStatusText(lang, o.stage),
        order_status: o.status,
        stage: o.stage as never,
        type: o.type,
        final_total: srOrNull(orderAmounts(o, rt)?.finalTotal),
        offers_count: counts.get(o.id) ?? 0,
      }));
    },

    /** POST /user/request-service/show */
    async userShow(ctx: RequestContext, userId: number, id: number) {
      const o = await repo.find(id);
      if (!o || o.userId !== userId) throw fail('orders.order_not_found');
      const { rt, parties, input } = await details(ctx, o, 'user');
      const offers = o.type === 'for_all' && o.status === 1 ? await repo.offersOf(o.id, ['pending']) : [];
      const { provider_due: _due, ...base } = detailsBase(input, { status: userStatusText(ctx.lang, o.stage), orderStatus: o.status });
      return {
        ...base,
        provider: parties.provider
          ? { id: parties.provider.id, name: parties.provider.name, image: avatarUrl(deps.storage, parties.provider.image, ctx.baseUrl) }
          : { id: null, name: '', image: avatarUrl(deps.storage, null, ctx.baseUrl) },
        offers: offers.map((r) => offerDto(deps.storage, ctx.baseUrl, rt, r)),
      };
    },

    /** POST /provider/request-services/show */
    async providerShow(ctx: RequestContext, providerId: number, id: number) {
      const o = await repo.find(id);
      if (!o || !(await providerMaySee(repo, o, providerId))) throw fail('orders.order_not_found');
      const mine = o.type === 'for_all' ? await repo.offerBy(o.id, providerId) : null;
      const { parties, input } = await details(ctx, o, 'provider');
      // A request this provider quoted and whose customer has not chosen yet is "under review" for them.
      const quotedWaiting = mine !== null && o.status === 1;
      const view = quotedWaiting
        ? { status: providerStatusText(ctx.lang, 2, mine.status === 'pending' ? 'offer_sent' : `offer_${mine.status}`), orderStatus: 2 }
        : { status: providerStatusText(ctx.lang, o.status, o.stage), orderStatus: o.status };
      return {
        ...detailsBase(input, view),
        client: { id: parties.user.id, name: parties.user.name, image: avatarUrl(deps.storage, null, ctx.baseUrl) },
        my_offer: mine
          ? {
              id: mine.id,
              price: toSR(mine.price),
              duration: mine.duration,
              status: t(ctx.lang, `orders.offer_status.${mine.status}` as MessageKey),
            }
          : null,
      };
    },

    // ---- customer actions ------------------------------------------------------------------
    /** POST /user/request-service/cancel: before payment only. */
    cancel(userId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.status === 3 || (o.status === 4 && o.stage === 'finished')) throw fail('orders.cannot_cancel');
        if (o.status === 4) throw fail('orders.wrong_state');
        await r.update(o.id, { status: 4, stage: 'cancelled', cancelledAt: deps.now(), negotiateId: null });
        const quoted = await r.closePendingOffers(o.id, 'closed');
        await r.closeOpenNegotiations(o.id, 'closed');
        const told = new Set<number>(o.providerId !== null ? [o.providerId] : quoted);
        for (const p of told) notify({ role: 'provider', id: p, key: 'orders.notify.cancelled', params: { number: o.number } });
      });
    },

    /** POST /user/request-service/offers/reject */
    rejectOffer(userId: number, id: number, offerId: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.type !== 'for_all' || o.status !== 1) throw fail('orders.wrong_state');
        const offer = await r.offer(offerId);
        if (!offer || offer.requestServiceId !== o.id) throw fail('orders.offer_not_found');
        if (offer.status !== 'pending') throw fail('orders.offer_not_pending');
        await r.setOfferStatus(offer.id, 'rejected');
        notify({ role: 'provider', id: offer.providerId, key: 'orders.notify.offer_rejected', params: { number: o.number } });
      });
    },

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

    /** POST /user/request-service/negotiate: opens (or reuses) the order's room. */
    negotiate(userId: number, input: { id: number; offerId?: number }) {
      return withOrder(input.id, async (o, { repo: r, tx, notify }) => {
        mustBeUsers(o, userId);
        let order = o;
        if (o.status === 1) {
          if (o.type === 'direct') throw fail('orders.wrong_state');
          const chosen = await chooseOffer(r, o, input.offerId, await rates(r));
          await r.update(o.id, { ...chosen, status: 2, stage: 'negotiating', isNegotiate: true });
          await applyChosenOffer(r, o, chosen, () => undefined);
          order = { ...o, ...chosen, status: 2, stage: 'negotiating', isNegotiate: true };
        } else if (o.status === 2 && o.providerId !== null) {
          if (!o.isNegotiate) {
            await r.update(o.id, { isNegotiate: true, stage: o.stage === 'accepted' ? 'negotiating' : o.stage });
          }
        } else throw fail('orders.wrong_state');
        const room = await deps.chat.openRoom({ userId: o.userId, providerId: order.providerId as number, requestServiceId: o.id }, tx);
        if (o.roomId !== room.id) await r.update(o.id, { roomId: room.id });
        if (!o.isNegotiate)
          notify({ role: 'provider', id: order.providerId as number, key: 'orders.notify.negotiate', params: { number: o.number } });
        return { room_id: room.id };
      });
    },

    /** POST /user/request-service/finished: the customer confirms delivered work. */
    userFinish(userId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeUsers(o, userId);
        if (o.status < 3) throw fail('orders.not_paid');
        if (o.status === 4) throw fail('orders.wrong_state');
        if (o.stage !== 'delivered') throw fail('orders.not_delivered');
        await complete(r, o, notify, false);
      });
    },

    /** Completes every order delivered more than 3 days ago (run periodically). Answers how many. */
    async completeOverdue(): Promise<number> {
      const ids = await repo.overdueDeliveries(new Date(deps.now().getTime() - AUTO_COMPLETE_MS), 200);
      let done = 0;
      for (const oid of ids) {
        const ok = await withOrder(oid, async (o, { repo: r, notify }) => {
          if (o.status !== 3 || o.stage !== 'delivered' || !o.deliveredAt) return false;
          if (o.deliveredAt.getTime() + AUTO_COMPLETE_MS > deps.now().getTime()) return false;
          await complete(r, o, notify, true);
          return true;
        }).catch(() => false);
        if (ok) done++;
      }
      return done;
    },

    /** POST /request-service/send-complaint: either party of the order. */
    complaint(principal: Principal, input: { id: number; complaint?: string; reason?: string }) {
      return withOrder(input.id, async (o, { repo: r, notify }) => {
        if (principal.role === 'user') mustBeUsers(o, principal.id);
        else if (principal.role === 'provider') mustBeProviders(o, principal.id);
        else throw fail('orders.order_not_found');
        await r.insertComplaint({
          byRole: principal.role,
          byId: principal.id,
          complaint: input.complaint?.trim() || t('ar', 'orders.complaint_default', { number: o.number }),
          reason: input.reason ?? null,
          type: 'complaint',
          providerId: o.providerId,
          requestServiceId: o.id,
          createdAt: deps.now(),
        });
        const other =
          principal.role === 'user'
            ? o.providerId === null
              ? null
              : { role: 'provider' as const, id: o.providerId }
            : { role: 'user' as const, id: o.userId };
        if (other) notify({ ...other, key: 'orders.notify.complaint', params: { number: o.number } });
      });
    },

    // ---- provider actions ----------------------------------------------------------------
    /** POST /provider/request-services/accept: a direct request to this provider. */
    accept(providerId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeProviders(o, providerId);
        if (o.type !== 'direct' || o.status !== 1) throw fail('orders.wrong_state');
        let price = o.price;
        let duration = o.duration;
        if (price === null) {
          const listed = await r.providerServicePrice(providerId, o.serviceId);
          if (!listed) throw fail('orders.not_your_service');
          price = listed.price;
          duration = duration ?? listed.duration;
        }
        const a = amountsOf(price, await rates(r));
        await r.update(o.id, {
          status: 2,
          stage: 'accepted',
          price: a.price,
          duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
        });
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.accepted', params: { number: o.number, name } });
      });
    },

    /** POST /provider/request-services/reject: refuse a direct request (→ 4 refused). */
    reject(providerId: number, id: number) {
      return withOrder(id, async (o, { repo: r, notify }) => {
        mustBeProviders(o, providerId);
        if (o.type !== 'direct' || o.status !== 1) throw fail('orders.wrong_state');
        await r.update(o.id, { status: 4, stage: 'refused', cancelledAt: deps.now() });
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.refused', params: { number: o.number, name } });
      });
    },

    /** POST /provider/offers/store: quote an open request in a service this provider offers, once. */
    offerStore(providerId: number, input: { id: number; price: number; duration: number; description?: string }) {
      return withOrder(input.id, async (o, { repo: r, notify, party }) => {
        party({ role: 'provider', id: providerId });
        if (o.type !== 'for_all') {
          if (o.providerId !== providerId) throw fail('orders.order_not_found');
          throw fail('orders.not_open_request');
        }
        if (!(await r.offersService(providerId, o.serviceId))) throw fail('orders.not_your_service');
        if (await r.offerBy(o.id, providerId)) throw fail('orders.already_quoted');
        if (o.status !== 1 || o.stage !== 'waiting_offers' || o.providerId !== null) throw fail('orders.not_open_request');
        const offer = await r.insertOffer({
          requestServiceId: o.id,
          providerId,
          price: toHalalas(input.price),
          duration: input.duration,
          description: input.description ?? '',
          createdAt: deps.now(),
        });
        if (!offer) throw fail('orders.already_quoted');
        const name = await r.providerName(providerId);
        notify({
          role: 'user',
          id: o.userId,
          key: 'orders.notify.offer_added',
          params: { number: o.number, name },
          type: 'offer_price_added',
        });
        return { offer_price_id: offer.id };
      }).catch((err) => {
        if (isUniqueViolation(err)) throw fail('orders.already_quoted');
        throw err;
      });
    },

    /** POST /provider/request-services/negotiates/store: an invoice in the order's room. */
    negotiateStore(
      ctx: RequestContext,
      providerId: number,
      input: { id: number; price: number; duration: number; serviceDetails?: string },
    ) {
      return withOrder(input.id, async (o, { repo: r, tx, notify, after }) => {
        mustBeProviders(o, providerId);
        if (o.status !== 2) throw fail('orders.wrong_state');
        if (!o.isNegotiate) throw fail('orders.not_negotiating');
        const a = amountsOf(toHalalas(input.price), await rates(r));
        const room = await deps.chat.openRoom({ userId: o.userId, providerId, requestServiceId: o.id }, tx);
        await r.closeOpenNegotiations(o.id, 'superseded');
        const n = await r.insertNegotiation({
          requestServiceId: o.id,
          providerId,
          userId: o.userId,
          roomId: room.id,
          price: a.price,
          duration: input.duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
          serviceDetails: input.serviceDetails ?? '',
          createdAt: deps.now(),
        });
        await r.update(o.id, {
          stage: 'invoice_issued',
          price: a.price,
          duration: input.duration,
          taxValue: a.taxValue,
          appRate: a.appRate,
          finalTotal: a.finalTotal,
          negotiateId: n.id,
          roomId: room.id,
        });
        const staged = await deps.chat.stageMessage(
          {
            roomId: room.id,
            sender: { role: 'provider', id: providerId },
            type: 'invoice',
            invoice: {
              negotiateId: n.id,
              requestServiceId: o.id,
              price: a.price,
              duration: input.duration,
              taxValue: a.taxValue,
              finalTotal: a.finalTotal,
            },
            baseUrl: ctx.baseUrl,
          },
          tx,
        );
        after(staged.publish);
        const name = await r.providerName(providerId);
        notify({ role: 'user', id: o.userId, key: 'orders.notify.invoice', params: { number: o.number, name } });
        return { negotiate_id: n.id, room_id: room.id };
      });
    },

    /** POST /provider/request-service/finished: deliver files; the order waits for the customer. */
    async providerFinish(providerId: number, id: number, files: UploadedFile[]) {
      if (!files.length) throw fail('orders.delivery_files_required');
      if (files.length > MAX_DELIVERY_FILES) throw fail('validation.max', { field: 'fields.delivery_files', max: MAX_DELIVERY_FILES });
      for (const f of files) if (f.size > deps.maxUploadBytes) throw fileTooLarge(deps.maxUploadBytes);
      // Checked before anything is written; re-checked under the lock.
      const check = (o: OrderRow | null) => {
        if (!o || o.providerId !== providerId) throw fail('orders.order_not_found');
        if (o.status < 3) throw fail('orders.not_paid');
        if (o.status !== 3 || o.stage !== 'in_progress') throw fail('orders.wrong_state');
      };
      check(await repo.find(id));
      const saved: { file: string; originalName: string }[] = [];
      try {
        for (const f of files) {
          const ext = (
            path
              .extname(f.filename)
              .slice(1)
              .toLowerCase()
              .replace(/[^a-z0-9]/g, '') || 'bin'
          ).slice(0, 8);
          saved.push({ file: await deps.storage.save('deliveries', f, ext), originalName: originalName(f) });
        }
        await withOrder(id, async (o, { repo: r, notify }) => {
          check(o);
          await r.insertDeliveryFiles(o.id, saved);
          await r.update(o.id, { stage: 'delivered', deliveredAt: deps.now() });
          const name = await r.providerName(providerId);
          notify({ role: 'user', id: o.userId, key: 'orders.notify.delivered', params: { number: o.number, name } });
        });
      } catch (err) {
        for (const s of saved) await deps.storage.remove(s.file).catch(() => undefined);
        throw err;
      }
    },
  };

  return service;
}

export type OrdersService = ReturnType<typeof createOrdersService>;
