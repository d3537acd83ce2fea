/**
 * Row → API shapes of the catalogue (docs/legacy-client.md#ec-1-5, #ec-5-5, #ec-5-7, #ec-5-12). Every file
 * link is absolute; objects the existing client reads without a null check are never null.
 */
import path from 'node:path';
import { toSR } from '../../lib/money';
import { avatarUrl } from '../storage/avatar';
import { formatDate } from '../../lib/format-date';
import { type Pagination, pagination } from '../../lib/pagination';
import { localized } from '../../lib/localized';
import type { DtoContext } from '../../lib/request-context';

/** providers.rate_avg (×100) → stars in half steps, e.g. 437 → 4.5. */
export const halfStepRate = (rateAvg: number | null | undefined): number => Math.round((rateAvg ?? 0) / 50) / 2;

export interface Attachment {
  name: string;
  link: string;
}

export function attachment(ctx: DtoContext, file: string): Attachment {
  return { name: path.posix.basename(file), link: ctx.storage.url(file, ctx.baseUrl) ?? '' };
}

/** External links (works) as hrefs: a bare "www.x.com" gets https://; blank stays ''. */
export function externalLink(link: string | null | undefined): string {
  const s = (link ?? '').trim();
  if (!s) return '';
  if (/^https?:\/\//i.test(s)) return s;
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return ''; // javascript:, data: … never become hrefs
  return `https://${s.replace(/^\/+/, '')}`;
}

export interface ProviderCard {
  id: number;
  name: string;
  image: string;
  rate: number;
  /** Number of ratings behind `rate`. */
  rates_count: number;
  /** SR; null only in searches over all providers for one who offers no service yet. */
  price: number | null;
}

export function providerCard(
  ctx: DtoContext,
  row: { id: number; name: string; image: string | null; rateAvg: number; rateCount: number; price: number | null },
): ProviderCard {
  return {
    id: row.id,
    name: row.name,
    image: avatarUrl(ctx.storage, row.image, ctx.baseUrl),
    rate: halfStepRate(row.rateAvg),
    rates_count: row.rateCount,
    price: row.price === null ? null : toSR(row.price),
  };
}

export interface ProviderPage {
  data: ProviderCard[];
  pagination: Pagination;
  service_id: number | null;
}

export const emptyProviderPage = (serviceId: number | null, page: number, perPage: number): ProviderPage => ({
  data: [],
  pagination: pagination(0, page, perPage),
  service_id: serviceId,
});

export interface WorkRow {
  id: number;
  name: string;
  link: string;
  duration: number;
  price: number;
  description: string;
  categoryId: number | null;
  categoryNameAr: string | null;
  categoryNameEn: string | null;
  serviceId: number | null;
  serviceNameAr: string | null;
  serviceNameEn: string | null;
  images: string[];
}

export function workDto(ctx: DtoContext, w: WorkRow) {
  const attachments = w.images.map((f) => attachment(ctx, f));
  return {
    id: w.id,
    name: w.name,
    category: { id: w.categoryId, name: localized(ctx.lang, w.categoryNameAr, w.categoryNameEn) },
    service: { id: w.serviceId, name: localized(ctx.lang, w.serviceNameAr, w.serviceNameEn) },
    link: externalLink(w.link),
    duration: w.duration,
    price: toSR(w.price),
    description: w.description,
    attachments,
    logo: { link: attachments[0]?.link ?? '' },
  };
}

export const sectionType = (sectionId: number | null): 'freelancer' | 'storeOwner' | 'bothProviders' =>
  sectionId === 1 ? 'freelancer' : sectionId === 2 ? 'storeOwner' : 'bothProviders';

export function rateDto(r: { id: number; value: number; comment: string; createdAt: Date; userName: string | null }) {
  return { id: r.id, value: r.value, comment: r.comment, created_at: formatDate(r.createdAt), user: { name: r.userName ?? '' } };
}
