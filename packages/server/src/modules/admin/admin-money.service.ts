/**
 * The admin's money calls. A complaint is resolved once, in one transaction with
 * its audit entry:
 * - refund: the customer's wallet is credited (a `refund` ledger entry, once per complaint)
 *   with the order's whole remaining total or `amount` of it, and the provider's due takes
 *   the same share off (a negative `refund` financial transaction: the provider's ledger
 *   shows it, the next settlement nets it). A store order (cart checkout) is refunded the
 *   same way, each store owner giving back their share (one row each). Refunds of one order
 *   never exceed what was paid (the order row is locked while checking). A contact-us
 *   message has no order: it is only closed with an answer;
 * - release: the payment stays with the provider; close: an answer only.
 * Settlements are paid with the transfer's reference or rejected with a reason (the due is
 * restored) through the financials service, which also writes the refund lines (a refund sends
 * a pending request back). Each request is listed with the provider's due now, so the
 * administrator compares the two before paying.
 */
import { type AdminComplaint, type AdminSettlement, PAY_TYPE_CARD } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import { formatSR, toHalalas, toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import type { NotificationService } from '../notifications/notification.service';
import type { FinancialsService } from '../orders/financials.service';
import type { Realtime } from '../realtime/socket';
import type { WalletService } from '../wallet/wallet.service';
import { auditable, iso, isoNow } from './admin.dto';
import type { Actor, AdminService, ListInput } from './admin.service';
import { ADMIN_PAGE_SIZE } from './admin.service';
import type { AdminComplaintRow, AdminMoneyRepository, AdminSettlementRow } from './admin-money.repository';
import type { DtoContext } from '../../lib/request-context';

export interface AdminMoneyDeps {
  repo: AdminMoneyRepository;
  admin: Pick<AdminService, 'audit' | 'inTx'>;
  wallet: WalletService;
  financials: Pick<FinancialsService, 'settle' | 'recordRefund'>;
  notifications: NotificationService;
  now: () => Date;
  /** Tells both parties' open pages that a complaint about their order was resolved (modules/realtime). */
  realtime?: Pick<Realtime, 'orderChanged'>;
}

const ABOUT = (c: AdminComplaintRow['c']): AdminComplaint['about'] =>
  c.requestServiceId || c.productOrderId ? 'order' : c.providerId ? 'provider' : c.type === 'contact' ? 'contact' : 'general';

function orderOf(r: AdminComplaintRow): AdminComplaint['order'] {
  const [kind, o] = r.order?.id ? (['service', r.order] as const) : r.storeOrder?.id ? (['store', r.storeOrder] as const) : [null, null];
  if (!kind || !o?.id || o.number === null) return null;
  return {
    id: o.id,
    kind,
    number: o.number,
    final_total: o.finalTotal === null ? null : toSR(o.finalTotal),
    refunded: toSR(Number(r.refunded)),
    paid: Boolean(o.paidAt),
  };
}

export function toAdminComplaint(ctx: DtoContext, r: AdminComplaintRow): AdminComplaint {
  const c = r.c;
  const byName = c.byRole === 'user' ? r.byUserName : c.byRole === 'provider' ? r.byProviderName : null;
  return {
    id: c.id,
    type: c.type,
    about: ABOUT(c),
    by: { role: c.byRole, id: c.byId, name: byName ?? c.userName ?? '' },
    country_code: c.countryCode,
    phone: c.phone,
    reason: c.reason,
    complaint: c.complaint,
    images: c.images.map((f) => ctx.storage.url(f, ctx.baseUrl) ?? ''),
    provider: c.providerId ? { id: c.providerId, name: r.aboutName ?? '' } : null,
    order: orderOf(r),
    status: (['open', 'refunded', 'released', 'closed'] as const).find((s) => s === c.status) ?? 'open',
    answer: c.answer,
    refund_amount: c.refundAmount === null ? null : toSR(c.refundAmount),
    resolved_by: c.resolvedBy ? { id: c.resolvedBy, name: r.resolverName || r.resolverEmail || '' } : null,
    resolved_at: iso(c.resolvedAt),
    created_at: isoNow(c.createdAt),
  };
}

export function toAdminSettlement(r: AdminSettlementRow): AdminSettlement {
  const s = r.s;
  return {
    id: s.id,
    provider: { id: s.providerId, name: r.name, phone: `${r.countryCode}${r.phone}` },
    amount: toSR(s.amount),
    status: s.status,
    reference: s.reference,
    reason: s.reason,
    bank: r.bank
      ? { bank_name: r.bank.bankName, bank_username: r.bank.holderName, bank_account: r.bank.accountNumber, bank_iban: r.bank.iban }
      : null,
    created_at: isoNow(s.createdAt),
    settled_at: iso(s.settledAt),
    current_due: toSR(Number(r.currentDue)),
    returned_by: r.returnedNumber === null ? null : { number: r.returnedNumber, refund: toSR(-(r.returnedDue ?? 0)) },
  };
}

/** The paid order a complaint is about (either kind), with each provider's due on it (halalas). */
interface PaidOrder {
  kind: 'service' | 'store';
  id: number;
  number: string;
  userId: number;
  finalTotal: number;
  paymentMethod: 'card' | 'wallet';
  dues: { providerId: number; due: number }[];
}

/**
 * A refund split between the order's providers: each gives back the refund's share of their
 * due (never more than the due), and their rows' totals add up to the refund.
 */
export function refundCuts(refund: number, order: Pick<PaidOrder, 'finalTotal' | 'dues'>) {
  const dues = order.dues.filter((d) => d.due > 0);
  const all = dues.reduce((a, d) => a + d.due, 0);
  let given = 0;
  return dues.map((d, i) => {
    const total = i === dues.length - 1 ? refund - given : Math.round((refund * d.due) / all);
    given += total;
    return { providerId: d.providerId, total, due: Math.min(d.due, Math.round((refund * d.due) / order.finalTotal)) };
  });
}

export function createAdminMoneyService(deps: AdminMoneyDeps) {
  const { repo } = deps;
  const both = (key: MessageKey, params: Record<string, string | number>) => ({ ar: t('ar', key, params), en: t('en', key, params) });
  const args = (l: ListInput) => ({ page: l.page ?? 1, perPage: ADMIN_PAGE_SIZE, q: l.q || undefined, status: l.status || undefined });

  /** Locks the paid order of a complaint; refund and release need one (a contact message never has one). */
  async function paidOrderOf(tx: Db, c: NonNullable<Awaited<ReturnType<AdminMoneyRepository['lockComplaint']>>>): Promise<PaidOrder> {
    if (c.type === 'contact') throw fail('admin.contact_close_only');
    if (c.productOrderId) {
      const o = await repo.lockStoreOrder(tx, c.productOrderId);
      if (!o?.paidAt || o.status !== 'paid' || o.finalTotal <= 0) throw fail('admin.complaint_no_order');
      return {
        kind: 'store',
        id: o.id,
        number: o.number,
        userId: o.userId,
        finalTotal: o.finalTotal,
        paymentMethod: o.payType === PAY_TYPE_CARD ? 'card' : 'wallet',
        dues: await repo.storeOrderDues(tx, o.id),
      };
    }
    const o = c.requestServiceId ? await repo.lockOrder(tx, c.requestServiceId) : null;
    if (!o?.paidAt || !o.finalTotal || !o.providerId) throw fail('admin.complaint_no_order');
    const ft = await repo.orderTransaction(tx, o.id);
    return {
      kind: 'service',
      id: o.id,
      number: o.number,
      userId: o.userId,
      finalTotal: o.finalTotal,
      paymentMethod: o.paymentMethod ?? 'wallet',
      dues: [{ providerId: o.providerId, due: ft?.providerDue ?? (o.price ?? 0) - (o.appRate ?? 0) }],
    };
  }

  async function complaintDto(ctx: DtoContext, id: number) {
    const row = await repo.complaint(id);
    if (!row) throw fail('admin.complaint_not_found');
    return toAdminComplaint(ctx, row);
  }

  return {
    async complaints(ctx: DtoContext, l: ListInput) {
      const a = args(l);
      const { rows, total } = await repo.complaints(a);
      return { data: rows.map((r) => toAdminComplaint(ctx, r)), pagination: pagination(total, a.page, a.perPage) };
    },
    complaint: complaintDto,

    async resolveComplaint(
      ctx: DtoContext,
      actor: Actor,
      id: number,
      form: { action: 'refund' | 'release' | 'close'; amount?: number; answer?: string },
    ) {
      const answer = form.answer?.trim() || null;
      let order: { id: number; userId: number; providerId: number | null } | null = null;
      const pushes = await deps.admin.inTx(async (tx) => {
        const c = await repo.lockComplaint(tx, id);
        if (!c) throw fail('admin.complaint_not_found');
        const o = c.requestServiceId ? await repo.lockOrder(tx, c.requestServiceId) : null;
        if (o) order = { id: o.id, userId: o.userId, providerId: o.providerId };
        if (c.status !== 'open') throw fail('admin.complaint_not_open');
        const at = deps.now();
        const stored = [];
        let refund: number | null = null;
        if (form.action === 'close' && !answer) throw fail('admin.answer_required');
        if (form.action !== 'close') {
          const order = await paidOrderOf(tx, c);
          if (form.action === 'refund') {
            const left = order.finalTotal - (await repo.refundedOnOrder(tx, order));
            refund = form.amount === undefined ? left : toHalalas(form.amount);
            if (refund <= 0 || refund > left) throw fail('admin.refund_too_much', { left: formatSR(Math.max(0, left)) });
            await deps.wallet.credit(
              { role: 'user', id: order.userId },
              refund,
              'refund',
              {
                referenceType: order.kind === 'store' ? 'product_order' : 'request_service',
                referenceId: order.id,
                idemKey: `refund:complaint:${c.id}`,
                description: both('admin.wallet_refund', { number: order.number }),
              },
              tx,
            );
            stored.push(
              await deps.notifications.notifyUser(
                order.userId,
                {
                  type: 'other',
                  body: both('admin.notify_complaint_refund', { number: order.number, amount: formatSR(refund) }),
                },
                tx,
              ),
            );
            // Each provider gives back the same share of their due as the customer gets of the total.
            for (const cut of refundCuts(refund, order)) {
              const returned = await deps.financials.recordRefund(
                tx,
                {
                  providerId: cut.providerId,
                  requestServiceId: null,
                  number: order.number,
                  price: 0,
                  appRate: 0,
                  taxValue: 0,
                  finalTotal: -cut.total,
                  providerDue: -cut.due,
                  paymentMethod: order.paymentMethod,
                  complaintId: c.id,
                  createdAt: at,
                },
                answer,
              );
              stored.push(...returned);
              stored.push(
                await deps.notifications.notifyProvider(
                  cut.providerId,
                  {
                    type: 'other',
                    body: both('admin.notify_provider_refund', { number: order.number, amount: formatSR(cut.due) }),
                  },
                  tx,
                ),
              );
            }
          }
        }
        const status = form.action === 'refund' ? 'refunded' : form.action === 'release' ? 'released' : 'closed';
        const patch = { status, answer, refundAmount: refund, resolvedBy: actor.adminId, resolvedAt: at };
        await repo.updateComplaint(tx, id, patch);
        if (answer && c.byRole === 'user' && c.byId)
          stored.push(
            await deps.notifications.notifyUser(c.byId, { type: 'other', body: both('admin.notify_complaint_answer', { answer }) }, tx),
          );
        if (answer && c.byRole === 'provider' && c.byId)
          stored.push(
            await deps.notifications.notifyProvider(c.byId, { type: 'other', body: both('admin.notify_complaint_answer', { answer }) }, tx),
          );
        await deps.admin.audit(tx, actor, {
          action: 'complaint.resolve',
          targetType: 'complaint',
          targetId: id,
          before: auditable(c),
          after: auditable({ ...c, ...patch }),
        });
        return stored;
      });
      for (const s of pushes) await deps.notifications.push(s);
      const changed = order as { id: number; userId: number; providerId: number | null } | null;
      if (changed)
        deps.realtime?.orderChanged(changed.id, [
          { role: 'user', id: changed.userId },
          { role: 'provider', id: changed.providerId },
        ]);
      return complaintDto(ctx, id);
    },

    async settlements(l: ListInput) {
      const a = args(l);
      const { rows, total } = await repo.settlements(a);
      return { data: rows.map(toAdminSettlement), pagination: pagination(total, a.page, a.perPage) };
    },

    async settleSettlement(actor: Actor, id: number, status: 'paid' | 'rejected', note: string) {
      await deps.financials.settle(id, status, note, (tx: Db, before, after) =>
        deps.admin.audit(tx, actor, {
          action: status === 'paid' ? 'settlement.pay' : 'settlement.reject',
          targetType: 'settlement',
          targetId: id,
          before: auditable(before),
          after: auditable(after),
        }),
      );
      const row = await repo.settlement(id);
      if (!row) throw fail('settlement.not_found');
      return toAdminSettlement(row);
    },
  };
}
export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
