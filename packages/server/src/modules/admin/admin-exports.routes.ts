/**
 * CSV exports: GET /admin/exports/{orders|transactions|settlements}.csv, UTF-8
 * with a BOM so Excel opens Arabic correctly, headers in the request's language. Admin
 * token only (the route's `roles`, checked by plugins/auth like every call); each download
 * is audited. Up to EXPORT_LIMIT rows, newest first.
 */
import { ADMIN_EXPORTS, type AdminExportKind, adminExportPath, adminExportQuery } from '@souq/contracts';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { financialTransactions, providers } from '../../db/schema';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, type MessageKey, t } from '../../lib/i18n';
import { toSR } from '../../lib/money';
import type { Actor } from './admin.service';

export const EXPORT_LIMIT = 10_000;
const DAY = 86_400_000;

/** One CSV cell: quoted when needed; a leading = + - @ is neutralized (spreadsheet formulas). */
export function csvCell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = v instanceof Date ? v.toISOString() : String(v);
  if (/^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
/** A moment as people in Saudi Arabia read it: Riyadh time, "2026-11-28 15:11" (empty when there is none). */
const riyadh = (at: string | Date | null | undefined) => (at ? formatDateTime(at) : '');

/** A stored value (`service`, `wallet`, `pending`) as the word the console shows for it. */
const word = (lang: Lang, group: 'kind' | 'tx' | 'method' | 'settlement', value: string | null | undefined) =>
  value ? t(lang, `admin.csv.${group}.${value}` as MessageKey) : '';

export const toCsv = (header: string, rows: unknown[][]): string =>
  `\uFEFF${[header, ...rows.map((r) => r.map(csvCell).join(','))].join('\r\n')}\r\n`;

export function registerAdminExports(app: FastifyInstance, actor: (request: FastifyRequest) => Actor) {
  const insight = app.services.adminInsight;
  const money = app.services.adminMoney;
  const { db } = app.deps.database;

  async function rows(request: FastifyRequest, kind: AdminExportKind, q: { q?: string; status?: string; from?: string; to?: string }) {
    const lang: Lang = request.lang;
    const list = { page: 1, q: q.q, status: q.status };
    // The lists page by ADMIN_PAGE_SIZE; exports read the same queries page by page.
    const all = async <T>(fetch: (page: number) => Promise<{ data: T[]; pagination: { last_page: number } }>) => {
      const out: T[] = [];
      for (let page = 1; out.length < EXPORT_LIMIT; page++) {
        const res = await fetch(page);
        out.push(...res.data);
        if (page >= res.pagination.last_page) break;
      }
      return out;
    };
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
      const list2 = await all((page) => money.settlements({ ...list, page }));
      return list2
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
    const conds: SQL[] = [];
    if (q.from) conds.push(gte(financialTransactions.createdAt, new Date(`${q.from}T00:00:00+03:00`)));
    if (q.to) conds.push(lt(financialTransactions.createdAt, new Date(new Date(`${q.to}T00:00:00+03:00`).getTime() + DAY)));
    const found = await db
      .select({ f: financialTransactions, name: providers.name })
      .from(financialTransactions)
      .innerJoin(providers, eq(providers.id, financialTransactions.providerId))
      .where(conds.length ? and(...conds) : undefined)
      .orderBy(desc(financialTransactions.createdAt), desc(financialTransactions.id))
      .limit(EXPORT_LIMIT);
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

  for (const kind of ADMIN_EXPORTS) {
    app.route({
      method: 'GET',
      url: adminExportPath(kind),
      schema: { querystring: adminExportQuery, hide: true },
      config: { roles: ['admin'] },
      handler: async (request, reply) => {
        const query = request.query as { q?: string; status?: string; from?: string; to?: string };
        const body = toCsv(t(request.lang, `admin.csv.${kind}`), await rows(request, kind, query));
        const who = actor(request);
        await app.services.admin.audit(db, who, { action: 'export.download', targetType: kind, targetId: null, after: { ...query } });
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="souq-${kind}-${day}.csv"`)
          .send(body);
      },
    });
  }
}
