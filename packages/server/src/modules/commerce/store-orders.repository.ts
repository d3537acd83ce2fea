/**
 * Product orders, what customers own, tax invoices and short-lived links. No
 * rules here (see orders.service.ts); every write runs on the handle it is given, so the
 * service decides what shares a transaction.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingReader } from '../settings/settings';
import {
  accessLinks,
  cartItems,
  coupons,
  invoiceCounters,
  invoices,
  productFiles,
  productOrderItems,
  productOrders,
  products,
  providers,
  requestServices,
  userProducts,
  users,
} from '../../db/schema';

export type ProductOrder = typeof productOrders.$inferSelect;
export type ProductOrderItem = typeof productOrderItems.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type AccessLinkKind = 'download' | 'owner_download' | 'invoice';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createStoreOrdersRepository(db: Db) {
  return {
    ...settingReader(db),
    /** Serializes one customer's checkouts: held until the transaction ends. */
    async lockUser(userId: number): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },

    async nextOrderId(): Promise<number> {
      const res = (await db.execute(sql`select nextval(pg_get_serial_sequence('product_orders', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      return Number(res.rows[0]!.id);
    },

    async insertOrder(o: typeof productOrders.$inferInsert): Promise<ProductOrder> {
      const [row] = await db.insert(productOrders).values(o).returning();
      return row!;
    },

    async insertItems(items: (typeof productOrderItems.$inferInsert)[]): Promise<void> {
      if (items.length) await db.insert(productOrderItems).values(items);
    },

    async setPaymentRef(orderId: number, ref: string): Promise<void> {
      await db.update(productOrders).set({ paymentRef: ref }).where(eq(productOrders.id, orderId));
    },

    async lockOrder(id: number): Promise<ProductOrder | null> {
      const rows = await db.select().from(productOrders).where(eq(productOrders.id, id)).for('update');
      return rows[0] ?? null;
    },

    async order(id: number): Promise<ProductOrder | null> {
      const [row] = await db.select().from(productOrders).where(eq(productOrders.id, id)).limit(1);
      return row ?? null;
    },

    async items(orderId: number): Promise<ProductOrderItem[]> {
      return db.select().from(productOrderItems).where(eq(productOrderItems.orderId, orderId)).orderBy(asc(productOrderItems.id));
    },

    /** The customer's card orders still waiting for their payment, newest first. */
    async pendingCardOrders(userId: number, payType: number): Promise<ProductOrder[]> {
      return db
        .select()
        .from(productOrders)
        .where(and(eq(productOrders.userId, userId), eq(productOrders.status, 'pending'), eq(productOrders.payType, payType)))
        .orderBy(desc(productOrders.id))
        .limit(5);
    },

    /** pending → paid; false when it was not pending. */
    async markPaid(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(productOrders)
        .set({ status: 'paid', paidAt: at })
        .where(and(eq(productOrders.id, id), eq(productOrders.status, 'pending')))
        .returning({ id: productOrders.id });
      return rows.length > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db
        .update(productOrders)
        .set({ status: 'failed' })
        .where(and(eq(productOrders.id, id), eq(productOrders.status, 'pending')));
    },

    /** Writes ownership; returns how many rows were new (fewer than asked: something was owned already). */
    async grant(userId: number, orderId: number, productIds: number[], at: Date): Promise<number> {
      if (!productIds.length) return 0;
      const rows = await db
        .insert(userProducts)
        .values(productIds.map((productId) => ({ userId, productId, orderId, createdAt: at })))
        .onConflictDoNothing()
        .returning({ p: userProducts.productId });
      return rows.length;
    },

    async removeFromCart(userId: number, productIds: number[]): Promise<void> {
      if (!productIds.length) return;
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    },

    async removeCartRows(userId: number, cartIds: number[]): Promise<void> {
      if (!cartIds.length) return;
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartIds)));
    },

    /** One use of a coupon, only while it has uses left; false when used up. */
    async useCoupon(id: number): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ usedCount: sql`${coupons.usedCount} + 1` })
        .where(and(eq(coupons.id, id), sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`))
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    async countSales(productIds: number[]): Promise<void> {
      if (!productIds.length) return;
      await db
        .update(products)
        .set({ salesCount: sql`${products.salesCount} + 1` })
        .where(inArray(products.id, productIds));
    },

    async ownedProductIds(userId: number, productIds: number[]): Promise<number[]> {
      if (!productIds.length) return [];
      const rows = await db
        .select({ p: userProducts.productId })
        .from(userProducts)
        .where(and(eq(userProducts.userId, userId), inArray(userProducts.productId, productIds)));
      return rows.map((r) => r.p);
    },

    /** The reference (SR-000005) of a service order, for its invoice page. */
    async serviceOrderNumber(id: number): Promise<string | null> {
      const [row] = await db.select({ number: requestServices.number }).from(requestServices).where(eq(requestServices.id, id)).limit(1);
      return row?.number ?? null;
    },

    async userName(userId: number): Promise<string> {
      const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? '';
    },

    async providerNames(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db.select({ id: providers.id, name: providers.name }).from(providers).where(inArray(providers.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    // ---- invoices ---------------------------------------------------------------------

    /** The next gapless invoice number (the counter row stays locked until the transaction ends). */
    async nextInvoiceSeq(): Promise<number> {
      const [row] = await db
        .insert(invoiceCounters)
        .values({ name: 'invoice', value: 1 })
        .onConflictDoUpdate({ target: invoiceCounters.name, set: { value: sql`${invoiceCounters.value} + 1` } })
        .returning({ value: invoiceCounters.value });
      return row!.value;
    },

    async insertInvoice(i: typeof invoices.$inferInsert): Promise<InvoiceRow> {
      const [row] = await db.insert(invoices).values(i).returning();
      return row!;
    },

    async invoiceOf(kind: 'products' | 'services', orderId: number): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.kind, kind), eq(invoices.orderId, orderId)))
        .limit(1);
      return row ?? null;
    },

    async invoice(id: number): Promise<InvoiceRow | null> {
      const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
      return row ?? null;
    },

    // ---- downloads ------------------------------------------------------------------------

    /** What the customer owns, newest purchase first, with the product and its store owner. */
    async owned(userId: number) {
      return db
        .select({
          product: products,
          orderId: userProducts.orderId,
          purchasedAt: userProducts.createdAt,
          providerName: providers.name,
          paid: productOrderItems.netPrice,
        })
        .from(userProducts)
        .innerJoin(products, eq(products.id, userProducts.productId))
        .leftJoin(
          productOrderItems,
          and(eq(productOrderItems.orderId, userProducts.orderId), eq(productOrderItems.productId, userProducts.productId)),
        )
        .innerJoin(providers, eq(providers.id, products.providerId))
        .where(eq(userProducts.userId, userId))
        .orderBy(desc(userProducts.createdAt), desc(userProducts.productId));
    },

    async downloadFiles(productId: number) {
      return db
        .select()
        .from(productFiles)
        .where(and(eq(productFiles.productId, productId), eq(productFiles.kind, 'download')))
        .orderBy(asc(productFiles.id));
    },

    async file(id: number) {
      const [row] = await db.select().from(productFiles).where(eq(productFiles.id, id)).limit(1);
      return row ?? null;
    },

    async insertLinks(
      rows: { token: string; kind: AccessLinkKind; userId: number; refId: number; productId?: number | null; expiresAt: Date; at: Date }[],
    ) {
      if (!rows.length) return;
      await db.insert(accessLinks).values(
        rows.map((r) => ({
          tokenHash: hashToken(r.token),
          kind: r.kind,
          userId: r.userId,
          refId: r.refId,
          productId: r.productId ?? null,
          expiresAt: r.expiresAt,
          createdAt: r.at,
        })),
      );
    },

    async link(token: string) {
      const [row] = await db
        .select()
        .from(accessLinks)
        .where(eq(accessLinks.tokenHash, hashToken(token)))
        .limit(1);
      return row ?? null;
    },

    /** Counts one download: the link, the buyer's copy and the product. */
    async countDownload(tokenHashValue: string, userId: number | null, productId: number): Promise<void> {
      await db
        .update(accessLinks)
        .set({ uses: sql`${accessLinks.uses} + 1` })
        .where(eq(accessLinks.tokenHash, tokenHashValue));
      if (userId === null) return;
      await db
        .update(userProducts)
        .set({ downloadCount: sql`${userProducts.downloadCount} + 1` })
        .where(and(eq(userProducts.userId, userId), eq(userProducts.productId, productId)));
      await db
        .update(products)
        .set({ downloadCount: sql`${products.downloadCount} + 1` })
        .where(eq(products.id, productId));
    },

    /** Links past their end a while ago are of no use to anyone. */
    async purgeLinks(before: Date): Promise<void> {
      await db.delete(accessLinks).where(sql`${accessLinks.expiresAt} < ${before}`);
    },

    async productOwner(productId: number): Promise<number | null> {
      const [row] = await db
        .select({ providerId: products.providerId })
        .from(products)
        .where(and(eq(products.id, productId), isNull(products.deletedAt)))
        .limit(1);
      return row?.providerId ?? null;
    },
  };
}

export type StoreOrdersRepository = ReturnType<typeof createStoreOrdersRepository>;
