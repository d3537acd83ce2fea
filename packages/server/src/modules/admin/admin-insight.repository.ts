/** SQL of what the admin reads across the platform: dashboard figures, orders, settings. */
import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-escape';
import {
  complaints,
  productOrderItems,
  productOrders,
  products,
  providers,
  requestServiceFiles,
  requestServices,
  services,
  settings,
  settlementRequests,
  users,
  walletEntries,
} from '../../db/schema';
import type { ListArgs } from './admin-people.repository';

const n = (v: unknown) => Number(v ?? 0);

export function createAdminInsightRepository(db: Db) {
  const serviceOrderSelect = {
    o: requestServices,
    userName: users.userName,
    userCc: users.countryCode,
    userPhone: users.phone,
    providerName: providers.name,
    providerCc: providers.countryCode,
    providerPhone: providers.phone,
    serviceAr: services.nameAr,
    serviceEn: services.nameEn,
  };
  const serviceOrders = (exec: Db) =>
    exec
      .select(serviceOrderSelect)
      .from(requestServices)
      .innerJoin(users, eq(users.id, requestServices.userId))
      .leftJoin(providers, eq(providers.id, requestServices.providerId))
      .innerJoin(services, eq(services.id, requestServices.serviceId));
  const storeOrderSelect = { o: productOrders, userName: users.userName, userCc: users.countryCode, userPhone: users.phone };
  const storeOrders = (exec: Db) => exec.select(storeOrderSelect).from(productOrders).innerJoin(users, eq(users.id, productOrders.userId));
  /** The customer's wallet lines that reference an order (`orderId` as one of `types`), in order. */
  const customerEntries = (userId: number, orderId: number, types: string[]) =>
    db
      .select()
      .from(walletEntries)
      .where(
        and(
          eq(walletEntries.ownerRole, 'user'),
          eq(walletEntries.ownerId, userId),
          eq(walletEntries.referenceId, orderId),
          inArray(walletEntries.referenceType, types),
        ),
      )
      .orderBy(walletEntries.id);

  return {
    async counts(weekAgo: Date, monthAgo: Date) {
      const since = (col: AnyPgColumn, d: Date) => sql<number>`count(*) filter (where ${col} >= ${d.toISOString()}::timestamptz)::int`;
      const [[u], [p], [pa], [pr], [c], [s]] = await Promise.all([
        db.select({ all: count(), week: since(users.createdAt, weekAgo), month: since(users.createdAt, monthAgo) }).from(users),
        db.select({ all: count(), week: since(providers.createdAt, weekAgo), month: since(providers.createdAt, monthAgo) }).from(providers),
        db
          .select({ n: count() })
          .from(providers)
          .where(and(eq(providers.isApproved, false), isNull(providers.rejectedAt), isNull(providers.suspendedAt))),
        db
          .select({ n: count() })
          .from(products)
          .where(and(eq(products.isApproved, false), isNull(products.rejectedAt), isNull(products.deletedAt))),
        db.select({ n: count() }).from(complaints).where(eq(complaints.status, 'open')),
        db
          .select({ n: count(), amount: sql<number>`coalesce(sum(${settlementRequests.amount}), 0)::int` })
          .from(settlementRequests)
          .where(eq(settlementRequests.status, 'pending')),
      ]);
      return {
        customers: n(u?.all),
        newCustomersWeek: n(u?.week),
        newCustomersMonth: n(u?.month),
        providers: n(p?.all),
        newProvidersWeek: n(p?.week),
        newProvidersMonth: n(p?.month),
        providersAwaiting: n(pa?.n),
        productsAwaiting: n(pr?.n),
        openComplaints: n(c?.n),
        pendingSettlements: n(s?.n),
        pendingSettlementsAmount: n(s?.amount),
      };
    },
    async ordersByState() {
      const [svc, store] = await Promise.all([
        db.select({ state: requestServices.stage, n: count() }).from(requestServices).groupBy(requestServices.stage),
        db.select({ state: productOrders.status, n: count() }).from(productOrders).groupBy(productOrders.status),
      ]);
      return { service: svc.map((r) => ({ state: r.state, n: n(r.n) })), store: store.map((r) => ({ state: r.state, n: n(r.n) })) };
    },
    /** Paid orders of both kinds since a time: sales (final totals), VAT, commission. */
    async money(since: Date) {
      const [[svc], [store]] = await Promise.all([
        db
          .select({
            sales: sql<number>`coalesce(sum(${requestServices.finalTotal}), 0)::int`,
            vat: sql<number>`coalesce(sum(${requestServices.taxValue}), 0)::int`,
            commission: sql<number>`coalesce(sum(${requestServices.appRate}), 0)::int`,
            orders: count(),
          })
          .from(requestServices)
          .where(and(isNotNull(requestServices.paidAt), gte(requestServices.paidAt, since))),
        db
          .select({
            sales: sql<number>`coalesce(sum(${productOrders.finalTotal}), 0)::int`,
            vat: sql<number>`coalesce(sum(${productOrders.vatAmount}), 0)::int`,
            commission: sql<number>`coalesce((select sum(i.app_rate) from ${productOrderItems} i where i.order_id in (select po.id from ${productOrders} po where po.status = 'paid' and po.paid_at >= ${since.toISOString()}::timestamptz)), 0)::int`,
            orders: count(),
          })
          .from(productOrders)
          .where(and(eq(productOrders.status, 'paid'), gte(productOrders.paidAt, since))),
      ]);
      return {
        sales: n(svc?.sales) + n(store?.sales),
        vat: n(svc?.vat) + n(store?.vat),
        commission: n(svc?.commission) + n(store?.commission),
        orders: n(svc?.orders) + n(store?.orders),
      };
    },
    /** Per Riyadh day since `since`: new customers, providers, paid orders and sales. */
    async series(since: Date) {
      const day = (col: AnyPgColumn) => sql<string>`to_char((${col} at time zone 'Asia/Riyadh')::date, 'YYYY-MM-DD')`;
      const iso = since.toISOString();
      const [u, p, o, s] = await Promise.all([
        db
          .select({ d: day(users.createdAt), n: count() })
          .from(users)
          .where(gte(users.createdAt, since))
          .groupBy(sql`1`),
        db
          .select({ d: day(providers.createdAt), n: count() })
          .from(providers)
          .where(gte(providers.createdAt, since))
          .groupBy(sql`1`),
        db
          .select({ d: day(requestServices.paidAt), n: count(), sales: sql<number>`coalesce(sum(${requestServices.finalTotal}), 0)::int` })
          .from(requestServices)
          .where(sql`${requestServices.paidAt} >= ${iso}::timestamptz`)
          .groupBy(sql`1`),
        db
          .select({ d: day(productOrders.paidAt), n: count(), sales: sql<number>`coalesce(sum(${productOrders.finalTotal}), 0)::int` })
          .from(productOrders)
          .where(and(eq(productOrders.status, 'paid'), sql`${productOrders.paidAt} >= ${iso}::timestamptz`))
          .groupBy(sql`1`),
      ]);
      return { users: u, providers: p, serviceOrders: o, storeOrders: s };
    },

    async serviceOrders(a: ListArgs) {
      const conds: (SQL | undefined)[] = [];
      if (a.status) conds.push(eq(requestServices.stage, a.status));
      if (a.q)
        conds.push(
          or(
            ilike(requestServices.number, containing(a.q)),
            ilike(users.userName, containing(a.q)),
            ilike(providers.name, containing(a.q)),
            ilike(users.phone, containing(a.q)),
          ),
        );
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        serviceOrders(db)
          .where(where)
          .orderBy(desc(requestServices.createdAt), desc(requestServices.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db
          .select({ n: count() })
          .from(requestServices)
          .innerJoin(users, eq(users.id, requestServices.userId))
          .leftJoin(providers, eq(providers.id, requestServices.providerId))
          .where(where),
      ]);
      return { rows, total: n(total?.n) };
    },
    async serviceOrder(id: number) {
      const [row] = await serviceOrders(db).where(eq(requestServices.id, id));
      if (!row) return null;
      const [files, comps, entries] = await Promise.all([
        db.select().from(requestServiceFiles).where(eq(requestServiceFiles.requestServiceId, id)),
        db.select().from(complaints).where(eq(complaints.requestServiceId, id)).orderBy(complaints.id),
        customerEntries(row.o.userId, id, ['request_service', 'negotiation']),
      ]);
      return { row, files, complaints: comps, entries };
    },
    async storeOrders(a: ListArgs) {
      const conds: (SQL | undefined)[] = [];
      if (a.status) conds.push(eq(productOrders.status, a.status as 'paid'));
      if (a.q)
        conds.push(
          or(ilike(productOrders.number, containing(a.q)), ilike(users.userName, containing(a.q)), ilike(users.phone, containing(a.q))),
        );
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        storeOrders(db)
          .where(where)
          .orderBy(desc(productOrders.createdAt), desc(productOrders.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db.select({ n: count() }).from(productOrders).innerJoin(users, eq(users.id, productOrders.userId)).where(where),
      ]);
      const items = rows.length ? await this.storeItems(rows.map((r) => r.o.id)) : [];
      return { rows, items, total: n(total?.n) };
    },
    async storeItems(orderIds: number[]) {
      return db
        .select({ i: productOrderItems, providerName: providers.name, providerCc: providers.countryCode, providerPhone: providers.phone })
        .from(productOrderItems)
        .innerJoin(providers, eq(providers.id, productOrderItems.providerId))
        .where(inArray(productOrderItems.orderId, orderIds))
        .orderBy(productOrderItems.id);
    },
    async storeOrder(id: number) {
      const [row] = await storeOrders(db).where(eq(productOrders.id, id));
      if (!row) return null;
      const [items, comps, entries] = await Promise.all([
        this.storeItems([id]),
        db.select().from(complaints).where(eq(complaints.productOrderId, id)).orderBy(complaints.id),
        // The checkout's wallet payment, a card payment's entries, and refunds of its complaints.
        customerEntries(row.o.userId, id, ['cart_checkout', 'product_order']),
      ]);
      return { row, items, complaints: comps, entries };
    },

    async settings(): Promise<Record<string, string>> {
      const rows = await db.select().from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
    async putSettings(tx: Db, values: Record<string, string>) {
      for (const [key, value] of Object.entries(values)) {
        await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
      }
    },
  };
}
export type AdminInsightRepository = ReturnType<typeof createAdminInsightRepository>;
