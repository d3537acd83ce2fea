/** Rows → the admin contract's shapes (@souq/contracts admin). Times are ISO 8601. */
import type { AdminAccount, AdminProduct, AdminProvider, AdminUser } from '@souq/contracts';
import { toSR } from '../../lib/money';
import type { AdminRow } from './admin.repository';
import type { AdminProductRow, AdminProviderRow, AdminUserRow } from './admin-people.repository';
import type { DtoContext } from '../../lib/request-context';

export const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);
export const isoNow = (d: Date | string): string => new Date(d).toISOString();

export function toAdminAccount(a: AdminRow): AdminAccount {
  return {
    id: a.id,
    name: a.name || a.email,
    email: a.email,
    totp_enabled: Boolean(a.totpSecret),
    status: a.suspendedAt ? 'suspended' : 'active',
    created_at: isoNow(a.createdAt),
  };
}

export function providerStatus(p: { isApproved: boolean; rejectedAt: Date | null; suspendedAt: Date | null }): AdminProvider['status'] {
  if (p.suspendedAt) return 'suspended';
  if (p.isApproved) return 'approved';
  if (p.rejectedAt) return 'rejected';
  return 'pending';
}

export function toAdminProvider(ctx: DtoContext, r: AdminProviderRow): AdminProvider {
  const p = r.p;
  return {
    id: p.id,
    name: p.name,
    email: p.email,
    country_code: p.countryCode,
    phone: p.phone,
    image: ctx.storage.url(p.image, ctx.baseUrl),
    city: (ctx.lang === 'ar' ? r.cityAr : r.cityEn) ?? null,
    section_id: p.sectionId,
    is_active: p.isActive,
    is_approved: p.isApproved,
    status: providerStatus(p),
    rejection_reason: p.rejectedAt ? p.rejectionReason : null,
    suspension_reason: p.suspendedAt ? p.suspensionReason : null,
    rate: Math.round(p.rateAvg) / 100,
    orders_count: Number(r.orders),
    created_at: isoNow(p.createdAt),
    approved_at: iso(p.approvedAt),
    suspended_at: iso(p.suspendedAt),
  };
}

export function toAdminUser(r: AdminUserRow): AdminUser {
  const u = r.u;
  return {
    id: u.id,
    name: u.userName,
    email: u.email,
    country_code: u.countryCode,
    phone: u.phone,
    status: u.suspendedAt ? 'suspended' : u.isActive ? 'active' : 'inactive',
    suspension_reason: u.suspendedAt ? u.suspensionReason : null,
    wallet_balance: toSR(Number(r.balance)),
    orders_count: Number(r.orders),
    created_at: isoNow(u.createdAt),
    suspended_at: iso(u.suspendedAt),
  };
}

export function toAdminProduct(ctx: DtoContext, { row, files }: AdminProductRow): AdminProduct {
  const p = row.pr;
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: toSR(p.price),
    price_after_discount: p.priceAfterDiscount === null ? null : toSR(p.priceAfterDiscount),
    category: { id: p.categoryId, name: ctx.lang === 'ar' ? row.catAr : row.catEn },
    provider: { id: p.providerId, name: row.provider },
    status: p.isApproved ? 'approved' : p.rejectedAt ? 'rejected' : 'pending',
    rejection_reason: !p.isApproved && p.rejectedAt ? p.rejectionReason : null,
    previews: files.filter((f) => f.kind === 'preview').map((f) => ctx.storage.url(f.file, ctx.baseUrl) ?? ''),
    files: files
      .filter((f) => f.kind === 'download')
      .map((f) => ({ name: f.originalName || f.file.split('/').pop() || '', link: ctx.storage.url(f.file, ctx.baseUrl) ?? '' })),
    sales_count: p.salesCount,
    created_at: isoNow(p.createdAt),
  };
}

/** What the audit log keeps of a record: its own columns, minus secrets. */
export function auditable(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (/password|secret|token/i.test(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}
