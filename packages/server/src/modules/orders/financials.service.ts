/**
 * Provider financials (contracts `financials`; docs/architecture.md#escrow, #settlement): a
 * transaction per completed service order (credited by orders.complete) and per store owner
 * of a paid store order (commerce/store-sales.ts), the totals, and a
 * settlement request of the whole due — allowed while `open_settlement` is on, with a bank
 * account, `total_due > 0` and no other request pending. The provider's row is locked, so
 * two parallel requests make one.
 *
 * The due is the sum of the provider's lines that no request covers yet, so it always equals
 * what those lines add up to. A refund line that comes while a request is pending sends the
 * request back (rejected, its lines due again, the refund line kept as the reason): the
 * request never pays more than the lines still add up to, and the provider asks again for
 * the due that is left (docs/product/payments-and-wallet.md#settlement).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingFlag } from '../settings/settings';
import { financialTransactions, settlementRequests } from '../../db/schema';

type SettlementRow = typeof settlementRequests.$inferSelect;
import type { NotificationService } from '../notifications/notification.service';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, t } from '../../lib/i18n';
import { formatSR, toHalalas, toSR } from '../../lib/money';
import { createOrdersRepository } from './orders.repository';
import './orders.messages';

export const TRANSACTIONS_LIMIT = 200;

export function createFinancialsService(deps: { db: Db; now: () => Date; notifications: NotificationService }) {
  const repo = createOrdersRepository(deps.db);

  /**
   * Settles a pending request as paid (with the transfer's reference) or rejected (with a
   * reason; its transactions are due again). `audit` runs in the same transaction with the
   * row before and after, for the audit log.
   */
  async function settle(
    id: number,
    status: 'paid' | 'rejected',
    note: string,
    audit: (tx: Db, before: SettlementRow, after: SettlementRow) => Promise<void>,
  ) {
    const stored = await deps.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx.select().from(settlementRequests).where(eq(settlementRequests.id, id)).for('update');
      if (!row) throw fail('settlement.not_found');
      if (row.status !== 'pending') throw fail('settlement.not_pending');
      const patch = { status, settledAt: deps.now(), ...(status === 'paid' ? { reference: note } : { reason: note }) };
      await tx.update(settlementRequests).set(patch).where(eq(settlementRequests.id, id));
      if (status === 'rejected') {
        await tx.update(financialTransactions).set({ settlementRequestId: null }).where(eq(financialTransactions.settlementRequestId, id));
      }
      await audit(tx, row, { ...row, ...patch });
      const key = status === 'paid' ? 'settlement.notify_paid' : 'settlement.notify_rejected';
      const params = { amount: formatSR(row.amount) };
      return deps.notifications.notifyProvider(
        row.providerId,
        { type: 'other', body: { ar: t('ar', key, params), en: t('en', key, params) } },
        tx,
      );
    });
    await deps.notifications.push(stored);
  }

  /**
   * Writes a refund line (negative due) and sends back the provider's pending request, if
   * any, in the caller's transaction. Answers the notifications to push after commit.
   */
  async function recordRefund(tx: Db, line: typeof financialTransactions.$inferInsert, reason: string | null) {
    const [row] = await tx
      .insert(financialTransactions)
      .values({ ...line, kind: 'refund' })
      .returning();
    const [pending] = await tx
      .select()
      .from(settlementRequests)
      .where(and(eq(settlementRequests.providerId, line.providerId), eq(settlementRequests.status, 'pending')))
      .for('update');
    if (!row || !pending) return [];
    await tx
      .update(settlementRequests)
      .set({ status: 'rejected', reason, returnedBy: row.id, settledAt: deps.now() })
      .where(eq(settlementRequests.id, pending.id));
    await tx
      .update(financialTransactions)
      .set({ settlementRequestId: null })
      .where(eq(financialTransactions.settlementRequestId, pending.id));
    const { due } = await createOrdersRepository(tx).totals(line.providerId);
    const params = { amount: toSR(pending.amount).toFixed(2), number: row.number, due: toSR(due).toFixed(2) };
    return [
      await deps.notifications.notifyProvider(
        line.providerId,
        { type: 'other', body: { ar: t('ar', 'settlement.notify_returned', params), en: t('en', 'settlement.notify_returned', params) } },
        tx,
      ),
    ];
  }

  return {
    /** Admin: pay or reject a pending request (modules/admin). */
    settle,

    /** Admin: a complaint's refund, taken off one provider's due (modules/admin). */
    recordRefund,

    /** GET /provider/financial/transactions */
    async transactions(lang: Lang, providerId: number) {
      const [rows, totals, pending, last] = await Promise.all([
        repo.transactions(providerId, TRANSACTIONS_LIMIT),
        repo.totals(providerId),
        repo.pendingSettlement(providerId),
        repo.lastSettlement(providerId),
      ]);
      const refund = last?.s.status === 'rejected' ? last.refund : null;
      return {
        transactions: rows.map(({ ft: r, settlement, answer }) => ({
          id: r.id,
          number: r.number,
          created_at: formatDateTime(r.createdAt),
          app_rate: toSR(r.appRate),
          tax_value: toSR(r.taxValue),
          final_total: toSR(r.finalTotal),
          provider_due: toSR(r.providerDue),
          payment_method: t(lang, r.paymentMethod === 'card' ? 'orders.method.card' : 'orders.method.wallet'),
          request_service_id: r.requestServiceId,
          product_order_id: r.productOrderId,
          kind: r.kind,
          reason: r.kind === 'refund' ? answer : null,
          settlement: settlement === 'pending' || settlement === 'paid' ? settlement : null,
        })),
        total_transactions: toSR(totals.total),
        total_due: toSR(totals.due),
        pending_settlement: pending
          ? { id: pending.id, amount: toSR(pending.amount), created_at: formatDateTime(pending.createdAt) }
          : null,
        returned_settlement:
          last && refund
            ? {
                id: last.s.id,
                amount: toSR(last.s.amount),
                number: refund.number,
                refund: toSR(-refund.providerDue),
                reason: last.s.reason,
                created_at: formatDateTime(last.s.createdAt),
              }
            : null,
      };
    },

    /** POST /provider/request/settlement (amount, when sent, must equal total_due). */
    async requestSettlement(providerId: number, amountSR?: number) {
      try {
        return await deps.db.transaction(async (txRaw) => {
          const r = createOrdersRepository(txRaw as unknown as Db);
          if (!(await r.lockProvider(providerId))) throw fail('orders.order_not_found');
          if (!settingFlag(await r.setting('open_settlement'))) throw fail('settlement.closed');
          if (!(await r.hasBankAccount(providerId))) throw fail('settlement.no_bank_account');
          if (await r.pendingSettlement(providerId)) throw fail('settlement.pending');
          const { due } = await r.totals(providerId);
          if (due <= 0) throw fail('settlement.nothing_due');
          if (amountSR !== undefined && toHalalas(amountSR) !== due) throw fail('settlement.amount_mismatch', { due: formatSR(due) });
          const row = await r.insertSettlement(providerId, due, deps.now());
          return { id: row.id, amount: toSR(due) };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fail('settlement.pending');
        throw err;
      }
    },
  };
}

export type FinancialsService = ReturnType<typeof createFinancialsService>;
