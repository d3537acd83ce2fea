/** A store owner's own products: rows, files and features. No rules here (store-owner.service.ts). */
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  cartItems,
  categories,
  favorites,
  features,
  productFeatures,
  productFiles,
  products,
  providers,
  userProducts,
} from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
export type ProductFileRow = typeof productFiles.$inferSelect;

export interface ProductWrite {
  name: string;
  categoryId: number;
  description: string;
  price: number;
  discountPercentage: number;
  priceAfterDiscount: number | null;
  discountExpire: string | null;
  searchName: string;
}

export interface NewFile {
  kind: 'preview' | 'download';
  file: string;
  originalName: string;
}

export function createStoreOwnerRepository(db: Db) {
  return {
    transaction: <T>(fn: (tx: Db) => Promise<T>) => db.transaction((tx) => fn(tx as unknown as Db)),

    async sectionOf(providerId: number): Promise<number | null | undefined> {
      const [row] = await db.select({ sectionId: providers.sectionId }).from(providers).where(eq(providers.id, providerId));
      return row ? row.sectionId : undefined;
    },

    async storeCategory(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, id), eq(categories.type, 'store')))
        .limit(1);
      return !!row;
    },

    async featureIds(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      return (await db.select({ id: features.id }).from(features).where(inArray(features.id, ids))).map((r) => r.id);
    },

    /** The owner's product (not deleted), or null — another owner's reads as missing. */
    async own(providerId: number, productId: number): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, productId), eq(products.providerId, providerId), isNull(products.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /** The owner's products, newest first; `downloadedOnly`: those downloaded at least once, most downloaded first. */
    async list(providerId: number, downloadedOnly = false): Promise<ProductRow[]> {
      const base = and(eq(products.providerId, providerId), isNull(products.deletedAt));
      if (downloadedOnly) {
        return db
          .select()
          .from(products)
          .where(and(base, gt(products.downloadCount, 0)))
          .orderBy(desc(products.downloadCount), desc(products.id));
      }
      return db.select().from(products).where(base).orderBy(desc(products.createdAt), desc(products.id));
    },

    async files(productId: number): Promise<ProductFileRow[]> {
      return db.select().from(productFiles).where(eq(productFiles.productId, productId)).orderBy(asc(productFiles.id));
    },

    async purchased(productIds: number[]): Promise<Set<number>> {
      if (!productIds.length) return new Set();
      const rows = await db
        .selectDistinct({ p: userProducts.productId })
        .from(userProducts)
        .where(inArray(userProducts.productId, productIds));
      return new Set(rows.map((r) => r.p));
    },

    async insert(tx: Db, providerId: number, w: ProductWrite, featureIds: number[], files: NewFile[], at: Date): Promise<number> {
      const [row] = await tx
        .insert(products)
        .values({ ...w, providerId, isApproved: false, createdAt: at, updatedAt: at })
        .returning({ id: products.id });
      const id = row!.id;
      if (featureIds.length) await tx.insert(productFeatures).values(featureIds.map((featureId) => ({ productId: id, featureId })));
      if (files.length) await tx.insert(productFiles).values(files.map((f) => ({ ...f, productId: id })));
      return id;
    },

    /**
     * Rewrites the fields and features, adds files, and sends the product back for approval: a
     * rejected product, edited, waits in the administrator's queue again (no rejection left on it).
     */
    async update(tx: Db, productId: number, w: ProductWrite, featureIds: number[], files: NewFile[], at: Date): Promise<void> {
      await tx
        .update(products)
        .set({ ...w, isApproved: false, rejectedAt: null, rejectionReason: null, updatedAt: at })
        .where(eq(products.id, productId));
      await tx.delete(productFeatures).where(eq(productFeatures.productId, productId));
      if (featureIds.length) await tx.insert(productFeatures).values(featureIds.map((featureId) => ({ productId, featureId })));
      if (files.length) await tx.insert(productFiles).values(files.map((f) => ({ ...f, productId })));
    },

    /** Soft delete (order lines keep pointing at it); it leaves every cart and favourite list. */
    async softDelete(productId: number, at: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(products).set({ deletedAt: at, updatedAt: at }).where(eq(products.id, productId));
        await tx.delete(cartItems).where(eq(cartItems.productId, productId));
        await tx.delete(favorites).where(eq(favorites.productId, productId));
      });
    },

    async deleteFile(id: number): Promise<void> {
      await db.delete(productFiles).where(eq(productFiles.id, id));
    },

    async everBought(productId: number): Promise<boolean> {
      const [row] = await db.select({ n: sql<number>`1` }).from(userProducts).where(eq(userProducts.productId, productId)).limit(1);
      return !!row;
    },
  };
}

export type StoreOwnerRepository = ReturnType<typeof createStoreOwnerRepository>;
