/**
 * Data builders for store tests: store categories, products with previews/downloads and
 * features, coupons, and a paid purchase written directly (so browsing tests do not go
 * through checkout).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { categories, coupons, features, productFeatures, productFiles, productOrders, products, userProducts } from '../../src/db/schema';
import { normalizeArabic } from '../../src/lib/arabic-normalize';

export { imageForm, makeProvider, makeUser, PNG } from '../catalog/fixtures';

export async function makeStoreCategory(db: Db, nameAr = 'قوالب', nameEn = 'Templates') {
  const [row] = await db.insert(categories).values({ type: 'store', nameAr, nameEn }).returning();
  return row!;
}

export async function makeFeature(db: Db, nameAr: string, nameEn: string) {
  const [row] = await db.insert(features).values({ nameAr, nameEn }).returning();
  return row!;
}

export interface ProductOpts {
  name?: string;
  approved?: boolean;
  /** SR */
  price?: number;
  /** SR, with discountPercentage */
  priceAfterDiscount?: number | null;
  discountPercentage?: number;
  /** YYYY-MM-DD */
  discountExpire?: string | null;
  rateAvg?: number;
  salesCount?: number;
  features?: number[];
  createdAt?: Date;
  deleted?: boolean;
}

export async function makeProduct(db: Db, providerId: number, categoryId: number, o: ProductOpts = {}) {
  const name = o.name ?? 'قالب عرض';
  const [row] = await db
    .insert(products)
    .values({
      providerId,
      categoryId,
      name,
      description: `وصف ${name}`,
      price: Math.round((o.price ?? 50) * 100),
      discountPercentage: o.discountPercentage ?? 0,
      priceAfterDiscount: o.priceAfterDiscount == null ? null : Math.round(o.priceAfterDiscount * 100),
      discountExpire: o.discountExpire ?? null,
      isApproved: o.approved ?? true,
      rateAvg: o.rateAvg ?? 0,
      salesCount: o.salesCount ?? 0,
      searchName: normalizeArabic(name),
      ...(o.createdAt ? { createdAt: o.createdAt } : {}),
      ...(o.deleted ? { deletedAt: new Date() } : {}),
    })
    .returning();
  await db.insert(productFiles).values([
    { productId: row!.id, kind: 'preview', file: `products/p${row!.id}.png`, originalName: 'preview.png' },
    { productId: row!.id, kind: 'download', file: `product-files/f${row!.id}.pdf`, originalName: `${name}.pdf` },
  ]);
  if (o.features?.length) await db.insert(productFeatures).values(o.features.map((featureId) => ({ productId: row!.id, featureId })));
  return row!;
}

export async function makeCoupon(
  db: Db,
  code: string,
  o: {
    type?: 'percent' | 'fixed';
    value?: number;
    expiresAt?: Date | null;
    usageLimit?: number | null;
    usedCount?: number;
    minAmount?: number;
  } = {},
) {
  const [row] = await db
    .insert(coupons)
    .values({
      code,
      type: o.type ?? 'percent',
      value: o.value ?? 10,
      expiresAt: o.expiresAt ?? null,
      usageLimit: o.usageLimit ?? null,
      usedCount: o.usedCount ?? 0,
      minAmount: o.minAmount ?? 0,
    })
    .returning();
  return row!;
}

/** A store order of 1.15 SR (no lines): paid by wallet, or a card checkout still pending. */
export async function makeStoreOrder(db: Db, userId: number, status: 'paid' | 'pending' = 'paid') {
  const [order] = await db
    .insert(productOrders)
    .values({
      number: `T-${userId}-${Math.random().toString(36).slice(2, 10)}`,
      userId,
      status,
      payType: status === 'paid' ? 1 : 3,
      subtotal: 100,
      vatAmount: 15,
      finalTotal: 115,
      paidAt: status === 'paid' ? new Date() : null,
    })
    .returning();
  return order!;
}

/** Records that `userId` owns `productId` (a paid order of one line). */
export async function givePurchase(db: Db, userId: number, productId: number) {
  const order = await makeStoreOrder(db, userId);
  await db.insert(userProducts).values({ userId, productId, orderId: order.id });
  return order;
}

export async function productRow(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row!;
}
