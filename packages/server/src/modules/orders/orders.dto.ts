/** Order shapes for both sides (contracts `orders`; docs/legacy-client.md#ec-1-6, #ec-1-10, #ec-5-1, #ec-5-7). */
import path from 'node:path';
import type { ComplaintRow, OfferRow, OrderRow } from './orders.repository';
import { formatDateTime } from '../../lib/format-date';
import { type Lang, t } from '../../lib/i18n';
import { percentOf, toSR } from '../../lib/money';
import { avatarUrl } from '../storage/avatar';
import type { Storage } from '../storage/storage';
import { providerStatusText } from '../requests/requests.dto';
import type { OrderStage } from '@souq/contracts';
import type { Rates } from '../settings/settings';

/** A delivered order completes by itself this long after delivery. */
export const AUTO_COMPLETE_MS = 3 * 24 * 60 * 60 * 1000;

export interface Amounts {
  price: number;
  taxValue: number;
  appRate: number;
  finalTotal: number;
  providerDue: number;
}

/** docs/architecture.md#money: tax on top (the customer pays it), commission out of the provider's price. */
export function amountsOf(price: number, rates: Rates): Amounts {
  const taxValue = percentOf(price, rates.taxBp);
  const appRate = percentOf(price, rates.commissionBp);
  return { price, taxValue, appRate, finalTotal: price + taxValue, providerDue: price - appRate };
}

/** Stored amounts when the order has them, else computed from its price (direct request before acceptance). */
export function orderAmounts(o: OrderRow, rates: Rates): Amounts | null {
  if (o.price === null) return null;
  if (o.finalTotal !== null && o.taxValue !== null && o.appRate !== null) {
    return { price: o.price, taxValue: o.taxValue, appRate: o.appRate, finalTotal: o.finalTotal, providerDue: o.price - o.appRate };
  }
  return amountsOf(o.price, rates);
}

export const srOrNull = (h: number | null | undefined) => (h === null || h === undefined ? null : toSR(h));

export function userStatusText(lang: Lang, stage: string): string {
  return t(lang, `orders.user_stage.${stage}` as 'orders.user_stage.finished');
}

export function attachment(storage: Storage, baseUrl: string, f: { file: string; originalName: string }) {
  return { name: f.originalName || path.basename(f.file), link: storage.url(f.file, baseUrl) ?? '' };
}

export interface DetailsInput {
  order: OrderRow;
  rates: Rates;
  lang: Lang;
  serviceName: string;
  files: { kind: 'attachment' | 'delivery'; file: string; originalName: string }[];
  isRated: boolean;
  /** The order's tax invoice exists (issued when it was paid). */
  hasInvoice: boolean;
  complaints: ComplaintRow[];
  storage: Storage;
  baseUrl: string;
}

/** Fields both sides' details share. `viewerStatus` lets the provider see a quoted request as "under review". */
export function detailsBase(i: DetailsInput, view: { status: string; orderStatus: number }) {
  const o = i.order;
  const a = orderAmounts(o, i.rates);
  const autoAt = o.stage === 'delivered' && o.deliveredAt ? new Date(o.deliveredAt.getTime() + AUTO_COMPLETE_MS) : null;
  return {
    id: o.id,
    number: o.number,
    status: view.status,
    order_status: view.orderStatus,
    stage: o.stage as OrderStage,
    type: o.type,
    is_negotiate: (o.isNegotiate ? 1 : 0) as 0 | 1,
    is_direct: o.type === 'direct',
    service: i.serviceName,
    service_id: o.serviceId,
    request_date: formatDateTime(o.createdAt),
    duration: o.duration,
    price: srOrNull(a?.price),
    from_price: srOrNull(o.fromPrice),
    to_price: srOrNull(o.toPrice),
    tax_value: srOrNull(a?.taxValue),
    app_rate: srOrNull(a?.appRate),
    final_total: srOrNull(a?.finalTotal),
    details: o.details,
    attachments: i.files.filter((f) => f.kind === 'attachment').map((f) => attachment(i.storage, i.baseUrl, f)),
    delivery_files: i.files.filter((f) => f.kind === 'delivery').map((f) => attachment(i.storage, i.baseUrl, f)),
    room_id: o.roomId,
    offer_price_id: o.offerPriceId,
    negotiate_id: o.status === 2 ? o.negotiateId : null,
    paid_at: o.paidAt ? formatDateTime(o.paidAt) : null,
    delivered_at: o.deliveredAt ? formatDateTime(o.deliveredAt) : null,
    completed_at: o.completedAt ? formatDateTime(o.completedAt) : null,
    auto_complete_at: autoAt ? formatDateTime(autoAt) : null,
    is_rated: i.isRated,
    invoice: i.hasInvoice ? { kind: 'services' as const, id: o.id } : null,
    complaints: i.complaints.map((c) => ({
      id: c.id,
      by: c.byRole,
      reason: c.reason,
      complaint: c.complaint,
      status: (['refunded', 'released', 'closed'] as const).find((s) => s === c.status) ?? ('open' as const),
      refund_amount: srOrNull(c.refundAmount),
      answer: c.answer,
      created_at: formatDateTime(c.createdAt),
      resolved_at: c.resolvedAt ? formatDateTime(c.resolvedAt) : null,
    })),
    provider_due: srOrNull(a?.providerDue),
  };
}

export function offerDto(
  storage: Storage,
  baseUrl: string,
  rates: Rates,
  r: { offer: OfferRow; providerName: string; providerImage: string | null },
) {
  return {
    id: r.offer.id,
    price: toSR(r.offer.price),
    duration: r.offer.duration,
    final_total: toSR(amountsOf(r.offer.price, rates).finalTotal),
    provider: { id: r.offer.providerId, name: r.providerName, image: avatarUrl(storage, r.providerImage, baseUrl) },
    created_at: formatDateTime(r.offer.createdAt),
  };
}

export { providerStatusText };
