/**
 * What the admin reads: the dashboard (counts, orders by state, money of the last
 * 7 and 30 days, a 14-day series), orders of both kinds with their details, the audit log,
 * and the platform settings (read and written here, audited).
 */
import type { AdminAuditAction, AdminDashboard, AdminOrder, AdminOrderDetails, AdminSettings } from '@souq/contracts';
import { ADMIN_AUDIT_ACTIONS, ORDER_STAGES } from '@souq/contracts';
import { fail } from '../../lib/errors';
import { type Lang, type MessageKey, t } from '../../lib/i18n';
import { toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import type { AdminRepository } from './admin.repository';
import { iso, isoNow } from './admin.dto';
import type { Actor, AdminService, ListInput } from './admin.service';
import { ADMIN_PAGE_SIZE } from './admin.service';
import type { AdminInsightRepository } from './admin-insight.repository';
import type { DtoContext } from '../../lib/request-context';
import { ratePercent, settingFlag } from '../settings/settings';

const DAY = 86_400_000;
const SERIES_DAYS = 14;
const STORE_STATES = ['pending', 'paid', 'failed'] as const;
const riyadhDay = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
const money = (h: number | null | undefined) => (h === null || h === undefined ? null : toSR(h));
const phone = (cc: string | null, p: string | null) => (p ? `${cc ?? ''}${p}` : null);

export function stageLabel(lang: Lang, kind: 'service' | 'store', state: string): string {
  if (kind === 'service' && (ORDER_STAGES as readonly string[]).includes(state)) return t(lang, `orders.user_stage.${state}` as MessageKey);
  if (kind === 'store' && (STORE_STATES as readonly string[]).includes(state)) return t(lang, `admin.store_state.${state}` as MessageKey);
  return state;
}

/** The settings the console edits; texts as stored, rates and flags converted. */
const TEXT_KEYS = [
  'about_content_ar',
  'about_content_en',
  'terms_ar',
  'terms_en',
  'footer_description_ar',
  'footer_description_en',
  'app_store_link',
  'google_play_link',
  'seller_name_ar',
  'seller_name_en',
  'vat_number',
] as const;

export function createAdminInsightService(deps: {
  repo: AdminInsightRepository;
  accounts: AdminRepository;
  admin: Pick<AdminService, 'audit' | 'inTx'>;
  now: () => Date;
}) {
  const { repo } = deps;
  const args = (l: ListInput) => ({ page: l.page ?? 1, perPage: ADMIN_PAGE_SIZE, q: l.q || undefined, status: l.status || undefined });

  function toSettings(s: Record<string, string>): AdminSettings {
    const texts = Object.fromEntries(TEXT_KEYS.map((k) => [k, s[k] ?? ''])) as Record<(typeof TEXT_KEYS)[number], string>;
    return {
      ...texts,
      tax_rate: ratePercent('tax_rate', s.tax_rate),
      commission_rate: ratePercent('commission_rate', s.commission_rate),
      open_settlement: settingFlag(s.open_settlement),
    };
  }

  type ServiceRow = Awaited<ReturnType<AdminInsightRepository['serviceOrders']>>['rows'][number];
  type StoreRow = Awaited<ReturnType<AdminInsightRepository['storeOrders']>>['rows'][number];
  type StoreItem = Awaited<ReturnType<AdminInsightRepository['storeItems']>>[number];

  function serviceOrder(lang: Lang, r: ServiceRow): AdminOrder {
    const o = r.o;
    return {
      id: o.id,
      kind: 'service',
      number: o.number,
      status: o.stage,
      status_label: stageLabel(lang, 'service', o.stage),
      customer: { id: o.userId, name: r.userName, phone: phone(r.userCc, r.userPhone) },
      provider: o.providerId ? { id: o.providerId, name: r.providerName ?? '', phone: phone(r.providerCc, r.providerPhone) } : null,
      title: lang === 'ar' ? r.serviceAr : r.serviceEn,
      final_total: money(o.finalTotal),
      vat: money(o.taxValue),
      commission: money(o.appRate),
      payment_method: o.paymentMethod,
      created_at: isoNow(o.createdAt),
      paid_at: iso(o.paidAt),
      completed_at: iso(o.completedAt),
    };
  }
  function storeOrder(lang: Lang, r: StoreRow, items: StoreItem[]): AdminOrder {
    const o = r.o;
    const first = items[0];
    return {
      id: o.id,
      kind: 'store',
      number: o.number,
      status: o.status,
      status_label: stageLabel(lang, 'store', o.status),
      customer: { id: o.userId, name: r.userName, phone: phone(r.userCc, r.userPhone) },
      provider: first ? { id: first.i.providerId, name: first.providerName, phone: phone(first.providerCc, first.providerPhone) } : null,
      title: items.map((i) => i.i.name).join('، '),
      final_total: toSR(o.finalTotal),
      vat: toSR(o.vatAmount),
      commission: toSR(items.reduce((s, i) => s + i.i.appRate, 0)),
      payment_method: o.payType === 1 ? 'wallet' : 'card',
      created_at: isoNow(o.createdAt),
      paid_at: iso(o.paidAt),
      completed_at: iso(o.paidAt),
    };
  }

  return {
    async dashboard(lang: Lang): Promise<AdminDashboard> {
      const now = deps.now();
      const weekAgo = new Date(now.getTime() - 7 * DAY);
      const monthAgo = new Date(now.getTime() - 30 * DAY);
      const seriesFrom = new Date(now.getTime() - (SERIES_DAYS - 1) * DAY);
      const [c, byState, week, month, series] = await Promise.all([
        repo.counts(weekAgo, monthAgo),
        repo.ordersByState(),
        repo.money(weekAgo),
        repo.money(monthAgo),
        repo.series(new Date(`${riyadhDay(seriesFrom)}T00:00:00+03:00`)),
      ]);
      const sum = (rows: { d: string; n: number; sales?: number }[], day: string, f: 'n' | 'sales') =>
        rows.filter((r) => r.d === day).reduce((s, r) => s + Number(r[f] ?? 0), 0);
      const days = Array.from({ length: SERIES_DAYS }, (_, i) => riyadhDay(new Date(seriesFrom.getTime() + i * DAY)));
      const m = (x: typeof week) => ({ sales: toSR(x.sales), vat: toSR(x.vat), commission: toSR(x.commission), orders: x.orders });
      return {
        counts: {
          customers: c.customers,
          providers: c.providers,
          new_customers_week: c.newCustomersWeek,
          new_customers_month: c.newCustomersMonth,
          new_providers_week: c.newProvidersWeek,
          new_providers_month: c.newProvidersMonth,
          providers_awaiting: c.providersAwaiting,
          products_awaiting: c.productsAwaiting,
          open_complaints: c.openComplaints,
          pending_settlements: c.pendingSettlements,
          pending_settlements_amount: toSR(c.pendingSettlementsAmount),
        },
        orders_by_state: [
          ...byState.service.map((r) => ({
            kind: 'service' as const,
            state: r.state,
            label: stageLabel(lang, 'service', r.state),
            count: r.n,
          })),
          ...byState.store.map((r) => ({ kind: 'store' as const, state: r.state, label: stageLabel(lang, 'store', r.state), count: r.n })),
        ],
        money: { week: m(week), month: m(month) },
        series: days.map((d) => ({
          date: d,
          new_customers: sum(series.users, d, 'n'),
          new_providers: sum(series.providers, d, 'n'),
          orders: sum(series.serviceOrders, d, 'n') + sum(series.storeOrders, d, 'n'),
          sales: toSR(sum(series.serviceOrders, d, 'sales') + sum(series.storeOrders, d, 'sales')),
        })),
      };
    },

    async orders(lang: Lang, l: ListInput & { kind: 'service' | 'store' }) {
      const a = args(l);
      if (l.kind === 'store') {
        const { rows, items, total } = await repo.storeOrders(a);
        return {
          data: rows.map((r) =>
            storeOrder(
              lang,
              r,
              items.filter((i) => i.i.orderId === r.o.id),
            ),
          ),
          pagination: pagination(total, a.page, a.perPage),
        };
      }
      const { rows, total } = await repo.serviceOrders(a);
      return { data: rows.map((r) => serviceOrder(lang, r)), pagination: pagination(total, a.page, a.perPage) };
    },

    async order(ctx: DtoContext, id: number, kind: 'service' | 'store'): Promise<AdminOrderDetails> {
      const entry = (e: { id: number; kind: string; amount: number; createdAt: Date }) => ({
        id: e.id,
        kind: e.kind,
        amount: toSR(e.amount),
        created_at: isoNow(e.createdAt),
      });
      const complaintRef = (c: { id: number; status: string; createdAt: Date }) => ({
        id: c.id,
        status: c.status,
        created_at: isoNow(c.createdAt),
      });
      if (kind === 'store') {
        const found = await repo.storeOrder(id);
        if (!found) throw fail('admin.order_not_found');
        return {
          ...storeOrder(ctx.lang, found.row, found.items),
          details: '',
          price: toSR(found.row.o.subtotal),
          coupon_discount: toSR(found.row.o.couponDiscount),
          items: found.items.map((i) => ({
            name: i.i.name,
            price: toSR(i.i.netPrice),
            provider: { id: i.i.providerId, name: i.providerName },
            provider_due: toSR(i.i.providerDue),
          })),
          files: [],
          complaints: found.complaints.map(complaintRef),
          wallet_entries: found.entries.map(entry),
        };
      }
      const found = await repo.serviceOrder(id);
      if (!found) throw fail('admin.order_not_found');
      const o = found.row.o;
      return {
        ...serviceOrder(ctx.lang, found.row),
        details: o.details,
        price: money(o.price),
        coupon_discount: 0,
        items: [],
        files: found.files.map((f) => ({
          name: f.originalName || f.file.split('/').pop() || '',
          link: ctx.storage.url(f.file, ctx.baseUrl) ?? '',
        })),
        complaints: found.complaints.map(complaintRef),
        wallet_entries: found.entries.map(entry),
      };
    },

    async auditLog(l: ListInput & { action?: AdminAuditAction; admin_id?: number; target_type?: string; from?: string; to?: string }) {
      const a = args(l);
      const { rows, total } = await deps.accounts.auditList(
        {
          q: a.q,
          action: l.action,
          adminId: l.admin_id,
          targetType: l.target_type || undefined,
          from: l.from ? new Date(`${l.from}T00:00:00+03:00`) : undefined,
          to: l.to ? new Date(new Date(`${l.to}T00:00:00+03:00`).getTime() + DAY) : undefined,
        },
        a.page,
        a.perPage,
      );
      return {
        data: rows.map(({ e, name, email }) => ({
          id: e.id,
          admin: { id: e.adminId, name: name || email, email },
          action: (ADMIN_AUDIT_ACTIONS as readonly string[]).includes(e.action) ? (e.action as AdminAuditAction) : 'settings.update',
          target_type: e.targetType,
          target_id: e.targetId,
          before: e.before,
          after: e.after,
          ip: e.ip,
          created_at: isoNow(e.createdAt),
        })),
        pagination: pagination(total, a.page, a.perPage),
      };
    },

    async settings() {
      return toSettings(await repo.settings());
    },

    async updateSettings(actor: Actor, form: Partial<AdminSettings>) {
      const values: Record<string, string> = {};
      for (const [k, v] of Object.entries(form)) if (v !== undefined) values[k] = String(v);
      // Read before the transaction: PGlite has one connection, which the transaction holds.
      const before = toSettings(await repo.settings());
      await deps.admin.inTx(async (tx) => {
        await repo.putSettings(tx, values);
        const after = { ...before, ...form };
        const changed = Object.keys(values).filter((k) => String(before[k as keyof AdminSettings]) !== values[k]);
        await deps.admin.audit(tx, actor, {
          action: 'settings.update',
          targetType: 'settings',
          targetId: null,
          before: Object.fromEntries(changed.map((k) => [k, before[k as keyof AdminSettings]])),
          after: Object.fromEntries(changed.map((k) => [k, after[k as keyof AdminSettings]])),
        });
      });
      return toSettings(await repo.settings());
    },
  };
}
export type AdminInsightService = ReturnType<typeof createAdminInsightService>;
