/**
 * Provider financials (contracts `financials`; ARCHITECTURE §3 Escrow, Settlement): a
 * transaction per completed order (credited by orders.complete), the totals, and a
 * settlement request of the whole due — allowed while `open_settlement` is on, with a bank
 * account, `total_due > 0` and no other request pending. The provider's row is locked, so
 * two parallel requests make one.
 */
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, t } from '../../lib/i18n';
import { toHalalas, toSR } from '../../lib/money';
import { createOrdersRepository } from './orders.repository';
import './orders.messages';

export const TRANSACTIONS_LIMIT = 200;

const flagOf = (v: string | null): boolean => ['1', 'true', 'yes', 'on'].includes((v ?? '').trim().toLowerCase());

export function createFinancialsService(deps: { db: Db; now: () => Date }) {
  const repo = createOrdersRepository(deps.db);
  return {
    /** GET /provider/financial/transactions */
    async transactions(lang: Lang, providerId: number) {
      const [rows, totals, pending] = await Promise.all([
        repo.transactions(providerId, TRANSACTIONS_LIMIT),
        repo.totals(providerId),
        repo.pendingSettlement(providerId),
      ]);
      return {
        transactions: rows.map((r) => ({
          id: r.id,
          number: r.number,
          created_at: formatDateTime(r.createdAt),
          app_rate: toSR(r.appRate),
          tax_value: toSR(r.taxValue),
          final_total: toSR(r.finalTotal),
          provider_due: toSR(r.providerDue),
          payment_method: t(lang, r.paymentMethod === 'card' ? 'orders.method.card' : 'orders.method.wallet'),
          request_service_id: r.requestServiceId,
        })),
        total_transactions: toSR(totals.total),
        total_due: toSR(totals.due),
        pending_settlement: pending
          ? { id: pending.id, amount: toSR(pending.amount), created_at: formatDateTime(pending.createdAt) }
          : null,
      };
    },

    /** POST /provider/request/settlement (amount, when sent, must equal total_due). */
    async requestSettlement(providerId: number, amountSR?: number) {
      try {
        return await deps.db.transaction(async (txRaw) => {
          const r = createOrdersRepository(txRaw as unknown as Db);
          if (!(await r.lockProvider(providerId))) throw fail('orders.not_found');
          if (!flagOf(await r.setting('open_settlement'))) throw fail('settlement.closed');
          if (!(await r.hasBankAccount(providerId))) throw fail('settlement.no_bank_account');
          if (await r.pendingSettlement(providerId)) throw fail('settlement.pending');
          const { due } = await r.totals(providerId);
          if (due <= 0) throw fail('settlement.nothing_due');
          if (amountSR !== undefined && toHalalas(amountSR) !== due)
            throw fail('settlement.amount_mismatch', { due: toSR(due).toFixed(2) });
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
