/**
 * The admin's lists and state changes of providers, customers and products.
 * Status filters are derived from the columns: a provider is pending (not approved, not
 * rejected), approved, rejected or suspended; a product pending, approved or rejected.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-escape';
import { categories, cities, productFiles, products, providers, requestServices, users, wallets } from '../../db/schema';

export interface ListArgs {
  page: number;
  perPage: number;
  q?: string;
  status?: string;
}

const digits = (q: string) => q.replace(/\D/g, '');

function providerStatusCond(status?: string): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(providers.isApproved, false), isNull(providers.rejectedAt), isNull(providers.suspendedAt));
    case 'approved':
      return and(eq(providers.isApproved, true), isNull(providers.suspendedAt));
    case 'rejected':
      return and(isNotNull(providers.rejectedAt), isNull(providers.suspendedAt));
    case 'suspended':
      return isNotNull(providers.suspendedAt);
    default:
      return undefined;
  }
}
function userStatusCond(status?: string): SQL | undefined {
  switch (status) {
    case 'active':
      return and(eq(users.isActive, true), isNull(users.suspendedAt));
    case 'inactive':
      return and(eq(users.isActive, false), isNull(users.suspendedAt));
    case 'suspended':
      return isNotNull(users.suspendedAt);
    default:
      return undefined;
  }
}
function productStatusCond(status?: string): SQL | undefined {
  switch (status) {
    case 'pending':
      return and(eq(products.isApproved, false), isNull(products.rejectedAt));
    case 'approved':
      return eq(products.isApproved, true);
    case 'rejected':
      return and(eq(products.isApproved, false), isNotNull(products.rejectedAt));
    default:
      return undefined;
  }
}
function personSearch(q: string | undefined, name: AnyPgColumn, email: AnyPgColumn, phone: AnyPgColumn) {
  if (!q) return undefined;
  const d = digits(q);
  return or(ilike(name, containing(q)), ilike(email, containing(q)), ...(d.length >= 3 ? [ilike(phone, `%${d}%`)] : []));
}

export function createAdminPeopleRepository(db: Db) {
  const providerOrders = sql<number>`(select count(*)::int from ${requestServices} where ${requestServices.providerId} = ${providers.id})`;
  const userOrders = sql<number>`(select count(*)::int from ${requestServices} where ${requestServices.userId} = ${users.id})`;
  const providerSelect = {
    p: providers,
    cityAr: cities.nameAr,
    cityEn: cities.nameEn,
    orders: providerOrders,
  };

  return {
    async providers(a: ListArgs, ids?: number[]) {
      const where = and(
        providerStatusCond(a.status),
        personSearch(a.q, providers.name, providers.email, providers.phone),
        ids ? inArray(providers.id, ids) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(providerSelect)
          .from(providers)
          .leftJoin(cities, eq(cities.id, providers.cityId))
          .where(where)
          .orderBy(desc(providers.createdAt), desc(providers.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db.select({ n: count() }).from(providers).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async provider(id: number, exec: Db = db) {
      const [row] = await exec
        .select(providerSelect)
        .from(providers)
        .leftJoin(cities, eq(cities.id, providers.cityId))
        .where(eq(providers.id, id));
      return row ?? null;
    },
    async lockProvider(tx: Db, id: number) {
      const [row] = await tx.select().from(providers).where(eq(providers.id, id)).for('update');
      return row ?? null;
    },
    async updateProvider(tx: Db, id: number, patch: Partial<typeof providers.$inferInsert>) {
      await tx.update(providers).set(patch).where(eq(providers.id, id));
    },

    async users(a: ListArgs) {
      const where = and(userStatusCond(a.status), personSearch(a.q, users.userName, users.email, users.phone));
      const [rows, [total]] = await Promise.all([
        db
          .select({ u: users, orders: userOrders, balance: sql<number>`coalesce(${wallets.balance}, 0)::int` })
          .from(users)
          .leftJoin(wallets, and(eq(wallets.ownerRole, 'user'), eq(wallets.ownerId, users.id)))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async user(id: number, exec: Db = db) {
      const [row] = await exec
        .select({ u: users, orders: userOrders, balance: sql<number>`coalesce(${wallets.balance}, 0)::int` })
        .from(users)
        .leftJoin(wallets, and(eq(wallets.ownerRole, 'user'), eq(wallets.ownerId, users.id)))
        .where(eq(users.id, id));
      return row ?? null;
    },
    async lockUser(tx: Db, id: number) {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      return row ?? null;
    },
    async updateUser(tx: Db, id: number, patch: Partial<typeof users.$inferInsert>) {
      await tx.update(users).set(patch).where(eq(users.id, id));
    },

    async products(a: ListArgs) {
      const where = and(
        isNull(products.deletedAt),
        productStatusCond(a.status),
        a.q ? or(ilike(products.name, containing(a.q)), ilike(providers.name, containing(a.q))) : undefined,
      );
      const base = () =>
        db
          .select({ pr: products, provider: providers.name, catAr: categories.nameAr, catEn: categories.nameEn })
          .from(products)
          .innerJoin(providers, eq(providers.id, products.providerId))
          .innerJoin(categories, eq(categories.id, products.categoryId));
      const [rows, [total]] = await Promise.all([
        base()
          .where(where)
          .orderBy(sql`${products.isApproved} asc`, desc(products.createdAt), desc(products.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db.select({ n: count() }).from(products).innerJoin(providers, eq(providers.id, products.providerId)).where(where),
      ]);
      const files = rows.length
        ? await db
            .select()
            .from(productFiles)
            .where(
              inArray(
                productFiles.productId,
                rows.map((r) => r.pr.id),
              ),
            )
            .orderBy(productFiles.id)
        : [];
      return { rows, files, total: Number(total?.n ?? 0) };
    },
    async lockProduct(tx: Db, id: number) {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), isNull(products.deletedAt)))
        .for('update');
      return row ?? null;
    },
    async updateProduct(tx: Db, id: number, patch: Partial<typeof products.$inferInsert>) {
      await tx.update(products).set(patch).where(eq(products.id, id));
    },
    /** One product as the list shows it (any state but deleted). */
    async product(id: number, exec: Db = db) {
      const [row] = await exec
        .select({ pr: products, provider: providers.name, catAr: categories.nameAr, catEn: categories.nameEn })
        .from(products)
        .innerJoin(providers, eq(providers.id, products.providerId))
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(and(eq(products.id, id), isNull(products.deletedAt)));
      if (!row) return null;
      const files = await exec.select().from(productFiles).where(eq(productFiles.productId, id)).orderBy(productFiles.id);
      return { row, files };
    },
  };
}
export type AdminPeopleRepository = ReturnType<typeof createAdminPeopleRepository>;
export type AdminProviderRow = NonNullable<Awaited<ReturnType<AdminPeopleRepository['provider']>>>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminPeopleRepository['user']>>>;
export type AdminProductRow = NonNullable<Awaited<ReturnType<AdminPeopleRepository['product']>>>;
