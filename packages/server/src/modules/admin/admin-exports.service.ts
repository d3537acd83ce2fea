/**
 * CSV exports of the console's lists: orders, ledger lines and settlements, UTF-8 with a BOM
 * so Excel opens Arabic correctly, headers and values in the caller's language. Up to
 * EXPORT_LIMIT rows, newest first; each download is audited.
 */
import type { AdminExportKind } from '@souq/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, type MessageKey, t } from '../../lib/i18n';
import { toSR } from '../../lib/money';
import type { AdminInsightService } from './admin-insight.service';
import type { AdminMoneyRepository } from './admin-money.repository';
import type { AdminMoneyService } from './admin-money.service';
import type { Actor, AdminService } from './admin.service';

export const EXPORT_LIMIT = 10_000;
const DAY = 86_400_000;

export interface ExportQuery {
  q?: string;
  status?: string;
  /** First and last day (YYYY-MM-DD, Riyadh), both included. */
  from?: string;
  to?: string;
}

/** A text cell starting with = + - @ is neutralized so a spreadsheet never runs it as a formula; numbers stay numbers. */
export const neutralized = (s: string): string => (/^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s);

/** The CSV text: a header line (the message's comma-separated titles), then one line a row. */
export const toCsv = (header: string, rows: unknown[][]): string =>
  stringify([header.split(','), ...rows], {
    bom: true,
    record_delimiter: '\r\n',
    quoted_match: /[\r\n]/,
    cast: { string: neutralized, date: (d) => d.toISOString(), number: String, boolean: String },
  });

/** A moment as people in Saudi Arabia read it: Riyadh time, "2026-11-28 15:11" (empty when there is none). */
const riyadh = (at: string | Date | null | undefined) => (at ? formatDateTime(at) : '');

/** A stored value (`service`, `wallet`, `pending`) as the word the console shows for it. */
const word = (lang: Lang, group: 'kind' | 'tx' | 'method' | 'settlement', value: string | null | undefined) =>
  value ? t(lang, `admin.csv.${group}.${value}` as MessageKey) : '';

/** Midnight in Riyadh starting a YYYY-MM-DD day. */
const riyadhDay = (day: string) => new Date(`${day}T00:00:00+03:00`);

export function createAdminExportsService(deps: {
  db: Db;
  insight: Pick<AdminInsightService, 'orders'>;
  money: Pick<AdminMoneyService, 'settlements'>;
  moneyRepo: Pick<AdminMoneyRepository, 'transactions'>;
  admin: Pick<AdminService, 'audit'>;
  now: () => Date;
}) {
  const { insight, money } = deps;

  /** The lists page by ADMIN_PAGE_SIZE; exports read the same queries page by page. */
  async function all<T>(fetch: (page: number) => Promise<{ data: T[]; pagination: { last_page: number } }>) {
    const out: T[] = [];
    for (let page = 1; out.length < EXPORT_LIMIT; page++) {
      const res = await fetch(page);
      out.push(...res.data);
      if (page >= res.pagination.last_page) break;
    }
    return out;
  }

  async function rows(lang: Lang, kind: AdminExportKind, q: ExportQuery): Promise<unknown[][]> {
    const list = { page: 1, q: q.q, status: q.status };
    const inRange = (at: string | null) => (!q.from || (at ?? '') >= q.from) && (!q.to || (at ?? '').slice(0, 10) <= q.to);
    if (kind === 'orders') {
      const [svc, store] = await Promise.all([
        all((page) => insight.orders(lang, { ...list, page, kind: 'service' })),
        all((page) => insight.orders(lang, { ...list, page, kind: 'store' })),
      ]);
      return [...svc, ...store]
        .filter((o) => inRange(o.created_at))
        .map((o) => [
          o.number,
          word(lang, 'kind', o.kind),
          o.status_label,
          o.customer.name,
          o.provider?.name ?? '',
          o.title,
          o.final_total,
          o.vat,
          o.commission,
          word(lang, 'method', o.payment_method),
          riyadh(o.created_at),
          riyadh(o.paid_at),
        ]);
    }
    if (kind === 'settlements') {
      const settlements = await all((page) => money.settlements({ ...list, page }));
      return settlements
        .filter((s) => inRange(s.created_at))
        .map((s) => [
          s.id,
          s.provider.name,
          s.provider.phone,
          s.amount,
          word(lang, 'settlement', s.status),
          s.bank?.bank_name ?? '',
          s.bank?.bank_username ?? '',
          s.bank?.bank_account ?? '',
          s.bank?.bank_iban ?? '',
          s.reference ?? '',
          s.reason ?? '',
          riyadh(s.created_at),
          riyadh(s.settled_at),
        ]);
    }
    const range = {
      from: q.from ? riyadhDay(q.from) : undefined,
      to: q.to ? new Date(riyadhDay(q.to).getTime() + DAY) : undefined,
    };
    const found = await deps.moneyRepo.transactions(range, EXPORT_LIMIT);
    return found.map(({ f, name }) => [
      f.number,
      name,
      word(lang, 'tx', f.kind),
      toSR(f.finalTotal),
      toSR(f.taxValue),
      toSR(f.appRate),
      toSR(f.providerDue),
      word(lang, 'method', f.paymentMethod),
      f.settlementRequestId ?? '',
      riyadh(f.createdAt),
    ]);
  }

  return {
    /** One export as a file to download; the download is audited. */
    async download(lang: Lang, actor: Actor, kind: AdminExportKind, query: ExportQuery) {
      const body = toCsv(t(lang, `admin.csv.${kind}`), await rows(lang, kind, query));
      await deps.admin.audit(deps.db, actor, { action: 'export.download', targetType: kind, targetId: null, after: { ...query } });
      const day = deps.now().toISOString().slice(0, 10);
      return { filename: `souq-${kind}-${day}.csv`, body };
    },
  };
}

export type AdminExportsService = ReturnType<typeof createAdminExportsService>;
