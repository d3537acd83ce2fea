/**
 * Money rules of the store (docs/architecture.md#money), in halalas, computed on the server only:
 *  - a product costs its discounted price while its discount runs (until its end date,
 *    inclusive, Saudi time), else its price;
 *  - a coupon (percent or fixed) comes off the sum of the items, never below zero; it is
 *    shared over the lines in proportion to their prices (largest remainder, so the shares
 *    add up exactly);
 *  - VAT (`tax_rate`) is added on top of what is left; the platform's commission
 *    (`commission_rate`) is taken from each store owner's share of it.
 */
import { percentOf } from '../../lib/money';
import { discountActive } from '../products/product-card.dto';
import type { Coupon } from './shop.repository';
import type { Rates } from '../settings/settings';

export interface PricedProduct {
  price: number;
  discountPercentage: number;
  priceAfterDiscount: number | null;
  discountExpire: string | null;
}

export const effectivePrice = (p: PricedProduct, today: string): number =>
  discountActive(p, today) && p.priceAfterDiscount !== null ? p.priceAfterDiscount : p.price;

export type CouponProblem = 'coupon.expired' | 'coupon.exhausted' | 'coupon.minimum';

/** Why this coupon cannot be used on a cart of `subtotal` halalas now, or null. */
export function couponProblem(c: Coupon, subtotal: number, now: Date): CouponProblem | null {
  if (c.expiresAt && c.expiresAt.getTime() < now.getTime()) return 'coupon.expired';
  if (c.usageLimit !== null && c.usedCount >= c.usageLimit) return 'coupon.exhausted';
  if (subtotal < c.minAmount) return 'coupon.minimum';
  return null;
}

/** The coupon's discount on `subtotal` (never more than it). */
export function couponDiscount(c: Pick<Coupon, 'type' | 'value'>, subtotal: number): number {
  const d = c.type === 'percent' ? percentOf(subtotal, c.value * 100) : c.value;
  return Math.max(0, Math.min(subtotal, d));
}

/** `total` split over `weights` in proportion, summing exactly to `total` (largest remainder). */
export function share(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (!sum || !total) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left--;
  }
  return out;
}

export interface LineIn {
  productId: number;
  providerId: number;
  name: string;
  price: number;
  effectivePrice: number;
}

export interface Totals<L extends LineIn = LineIn> {
  lines: (L & { couponShare: number; netPrice: number; appRate: number; providerDue: number })[];
  subtotal: number;
  couponDiscount: number;
  /** subtotal − couponDiscount */
  total: number;
  vat: number;
  finalTotal: number;
}

export function totals<L extends LineIn>(lines: L[], discount: number, rates: Rates): Totals<L> {
  const subtotal = lines.reduce((a, l) => a + l.effectivePrice, 0);
  const couponOff = Math.min(discount, subtotal);
  const shares = share(
    couponOff,
    lines.map((l) => l.effectivePrice),
  );
  const priced = lines.map((l, i) => {
    const netPrice = l.effectivePrice - (shares[i] ?? 0);
    const appRate = percentOf(netPrice, rates.commissionBp);
    return { ...l, couponShare: shares[i] ?? 0, netPrice, appRate, providerDue: netPrice - appRate };
  });
  const total = subtotal - couponOff;
  const vat = percentOf(total, rates.taxBp);
  return { lines: priced, subtotal, couponDiscount: couponOff, total, vat, finalTotal: total + vat };
}
