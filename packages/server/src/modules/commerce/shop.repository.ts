/**
 * A customer's favourites, cart and coupons. No rules here (see shop.service.ts).
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingReader } from '../settings/settings';
import { cartItems, coupons, favorites, productFiles, products, providers, users } from '../../db/schema';

export type Coupon = typeof coupons.$inferSelect;

export function createShopRepository(db: Db) {
  return {
    ...settingReader(db),
    async favoriteIds(userId: number): Promise<number[]> {
      const rows = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.productId));
      return rows.map((r) => r.id);
    },

    async isFavorite(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: favorites.productId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .limit(1);
      return !!row;
    },

    /** false when it was already a favourite. */
    async addFavorite(userId: number, productId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(favorites)
        .values({ userId, productId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: favorites.productId });
      return rows.length > 0;
    },

    /** false when it was not a favourite. */
    async removeFavorite(userId: number, productId: number): Promise<boolean> {
      const rows = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
        .returning({ id: favorites.productId });
      return rows.length > 0;
    },

    async favoriteCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
      return Number(row?.n ?? 0);
    },

    async inCart(userId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
        .limit(1);
      return !!row;
    },

    /** false when the product was already in the cart. */
    async addToCart(userId: number, productId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(cartItems)
        .values({ userId, productId, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    /** Removes the caller's own cart row; false when there is none with that id for them. */
    async removeCartItem(userId: number, cartId: number): Promise<boolean> {
      const rows = await db
        .delete(cartItems)
        .where(and(eq(cartItems.id, cartId), eq(cartItems.userId, userId)))
        .returning({ id: cartItems.id });
      return rows.length > 0;
    },

    async cartCount(userId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId));
      return Number(row?.n ?? 0);
    },

    /** The cart's rows with their products and owners, oldest first. */
    async cartRows(userId: number) {
      return db
        .select({
          cartId: cartItems.id,
          product: products,
          providerName: providers.name,
          providerImage: providers.image,
          providerCv: providers.cv,
          providerListed: sql<boolean>`${providers.isApproved} and ${providers.isActive}`,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .innerJoin(providers, eq(providers.id, products.providerId))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.id));
    },

    async previewFiles(productIds: number[]) {
      if (!productIds.length) return [];
      return db
        .select({ productId: productFiles.productId, file: productFiles.file })
        .from(productFiles)
        .where(and(sql`${productFiles.productId} in (${sql.join(productIds, sql`, `)})`, eq(productFiles.kind, 'preview')))
        .orderBy(asc(productFiles.id));
    },

    /** The customer and the store owner are one person (same phone): a store owner does not buy their own product. */
    async samePerson(userId: number, providerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(providers, and(eq(providers.countryCode, users.countryCode), eq(providers.phone, users.phone)))
        .where(and(eq(users.id, userId), eq(providers.id, providerId)))
        .limit(1);
      return !!row;
    },

    /** A coupon by code, case-insensitively; one the admin disabled (is_hidden) is none. */
    async findCoupon(code: string): Promise<Coupon | null> {
      const [row] = await db.select().from(coupons).where(sql`upper(${coupons.code}) = upper(${code})`).limit(1);
      return row && !row.isHidden ? row : null;
    },
  };
}

export type ShopRepository = ReturnType<typeof createShopRepository>;
