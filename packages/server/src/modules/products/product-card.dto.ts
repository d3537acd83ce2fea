/**
 * The one ProductCard builder (docs/legacy-client.md#ec-5-12), used by every list of products:
 * best sellers, a provider's profile, and the product lists to come.
 * - `price_after_discount` is the price shown: it equals `price` when there is no discount,
 *   never null (the existing client shows only that field);
 * - `preview_files_attachments` is null when there are no previews; a product cannot lose its
 *   last preview, so the existing client, which reads `[0].link` with or without a null check,
 *   gets a non-empty array (docs/legacy-client.md#ec-5-8).
 */
import path from 'node:path';
import { toSR } from '../../lib/money';
import { formatDate } from '../../lib/format-date';
import type { DtoContext } from '../../lib/request-context';

export interface ProductCardRow {
  id: number;
  name: string;
  description: string;
  /** Halalas, like every amount. */
  price: number;
  discountPercentage: number;
  priceAfterDiscount: number | null;
  discountExpire: string | null;
  rateAvg: number;
  downloadCount: number;
  /** Stored paths of the preview images, in display order. */
  previews: string[];
}

/** Products show whole stars (the existing client renders `{{rate}}.0`). */
export const wholeStarRate = (rateAvg: number | null | undefined): number => Math.round((rateAvg ?? 0) / 100);

/** A discount counts while it has a price and its end date (inclusive, Saudi time) has not passed. */
export function discountActive(
  p: Pick<ProductCardRow, 'discountPercentage' | 'priceAfterDiscount' | 'discountExpire' | 'price'>,
  today: string,
): boolean {
  if (p.priceAfterDiscount === null || p.priceAfterDiscount >= p.price || p.discountPercentage <= 0) return false;
  return !p.discountExpire || p.discountExpire.slice(0, 10) >= today;
}

export function productCard(ctx: DtoContext, p: ProductCardRow, now: Date, isFavorite = false) {
  const hasDiscount = discountActive(p, formatDate(now));
  const previews = p.previews.map((file) => ({
    // The stored file name: the image-delete calls identify an image by it.
    name: path.posix.basename(file),
    link: ctx.storage.url(file, ctx.baseUrl) ?? '',
    alt: p.name,
  }));
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    rate: wholeStarRate(p.rateAvg),
    is_favorite: isFavorite,
    price: toSR(p.price),
    price_after_discount: toSR(hasDiscount && p.priceAfterDiscount !== null ? p.priceAfterDiscount : p.price),
    has_discount: hasDiscount,
    discount_percentage: hasDiscount ? p.discountPercentage : 0,
    download_count: p.downloadCount,
    preview_files_attachments: previews.length ? previews : null,
  };
}
