/**
 * The admin's money calls (issue 15). A complaint is resolved once, in one transaction with
 * its audit entry:
 * - refund: the customer's wallet is credited (a `refund` ledger entry, once per complaint)
 *   with the order's whole remaining total or `amount` of it, and the provider's due takes
 *   the same share off (a negative `refund` financial transaction: the provider's ledger
 *   shows it, the next settlement nets it). Refunds of one order never exceed what was paid
 *   (the order row is locked while checking);
 * - release: the payment stays with the provider; close: an answer only.
 * Settlements are paid with the transfer's reference or rejected with a reason (the due is
 * restored) through the financials service.
 */
import type { AdminComplaint, AdminSettlement } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import { toHalalas, toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import type { NotificationService } from '../notifications/notification.service';
import type { FinancialsService } from '../orders/financials.service';
import type { WalletService } from '../wallet/wallet.service';
import { auditable, type DtoCtx, iso, isoNow } from './admin.dto';
import type { Actor, AdminService, ListInput } from './admin.service';
import { ADMIN_PAGE_SIZE } from './admin.service';
import type { AdminComplaintRow, AdminMoneyRepository, AdminSettlementRow } from './admin-money.repository';

export interface AdminMoneyDeps {
  repo: AdminMoneyRepository;
  admin: Pick<AdminService, 'audit' | 'inTx'>;
  wallet: WalletService;
  financials: Pick<FinancialsService, 'settle'>;
  notifications: NotificationService;
  now: () => Date;
}

const ABOUT = (c: AdminComplaintRow['c']): AdminComplaint['about'] =>
  c.requestServiceId ? 'order' : c.providerId ? 'provider' : 'general';

export function toAdminComplaint(ctx: DtoCtx, r: AdminComplaintRow): AdminComplaint {
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
    order: r.order?.id
      ? {
          id: r.order.id,
          number: r.order.number,
          final_total: r.order.finalTotal === null ? null : toSR(r.order.finalTotal),
          refunded: toSR(Number(r.refunded)),
          paid: Boolean(r.order.paidAt),
        }
      : null,
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
  };
}

export function createAdminMoneyService(deps: AdminMoneyDeps) {
  const { repo } = deps;
  const both = (key: MessageKey, params: Record<string, string | number>) => ({ ar: t('ar', key, params), en: t('en', key, params) });
  const args = (l: ListInput) => ({ page: l.page ?? 1, perPage: ADMIN_PAGE_SIZE, q: l.q || undefined, status: l.status || undefined });

  async function complaintDto(ctx: DtoCtx, id: number) {
    const row = await repo.complaint(id);
    if (!row) throw fail('admin.complaint_not_found');
    return toAdminComplaint(ctx, row);
  }

  return {
    async complaints(ctx: DtoCtx, l: ListInput) {
      const a = args(l);
      const { rows, total } = await repo.complaints(a);
      return { data: rows.map((r) => toAdminComplaint(ctx, r)), pagination: pagination(total, a.page, a.perPage) };
    },
    complaint: complaintDto,

    async resolveComplaint(
      ctx: DtoCtx,
      actor: Actor,
      id: number,
      form: { action: 'refund' | 'release' | 'close'; amount?: number; answer?: string },
    ) {
      const answer = form.answer?.trim() || null;
      const pushes = await deps.admin.inTx(async (tx) => {
        const c = await repo.lockComplaint(tx, id);
        if (!c) throw fail('admin.complaint_not_found');
        if (c.status !== 'open') throw fail('admin.complaint_not_open');
        const at = deps.now();
        const stored = [];
        let refund: number | null = null;
        if (form.action === 'close' && !answer) throw fail('admin.answer_required');
        if (form.action !== 'close') {
          const order = c.requestServiceId ? await repo.lockOrder(tx, c.requestServiceId) : null;
          if (!order?.paidAt || !order.finalTotal || !order.providerId) throw fail('admin.complaint_no_order');
          if (form.action === 'refund') {
            const left = order.finalTotal - (await repo.refundedOnOrder(tx, order.id));
            refund = form.amount === undefined ? left : toHalalas(form.amount);
            if (refund <= 0 || refund > left) throw fail('admin.refund_too_much', { left: toSR(Math.max(0, left)).toFixed(2) });
            await deps.wallet.credit(
              { role: 'user', id: order.userId },
              refund,
              'refund',
              {
                referenceType: 'request_service',
                referenceId: order.id,
                idemKey: `refund:complaint:${c.id}`,
                description: both('admin.wallet_refund', { number: order.number }),
              },
              tx,
            );
            // The provider gives back the same share of their due as the customer gets of the total.
            const ft = await repo.orderTransaction(tx, order.id);
            const due = ft?.providerDue ?? (order.price ?? 0) - (order.appRate ?? 0);
            const cut = Math.min(due, Math.round((refund * due) / order.finalTotal));
            await repo.insertTransaction(tx, {
              providerId: order.providerId,
              requestServiceId: null,
              number: order.number,
              price: 0,
              appRate: 0,
              taxValue: 0,
              finalTotal: -refund,
              providerDue: -cut,
              paymentMethod: order.paymentMethod ?? 'wallet',
              kind: 'refund',
              complaintId: c.id,
              createdAt: at,
            });
            const params = { number: order.number };
            stored.push(
              await deps.notifications.notifyUser(
                order.userId,
                { type: 'other', body: both('admin.notify_complaint_refund', { ...params, amount: toSR(refund).toFixed(2) }) },
                tx,
              ),
              await deps.notifications.notifyProvider(
                order.providerId,
                { type: 'other', body: both('admin.notify_provider_refund', { ...params, amount: toSR(cut).toFixed(2) }) },
                tx,
              ),
            );
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
