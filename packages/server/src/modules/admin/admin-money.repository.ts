/** SQL of the admin's money calls: complaints (and their orders) and settlement requests. */
import { aliasedTable, and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containing } from '../../lib/like-escape';
import {
  admins,
  complaints,
  financialTransactions,
  productOrderItems,
  productOrders,
  providerBankAccounts,
  providers,
  requestServices,
  settlementRequests,
  users,
} from '../../db/schema';
import type { ListArgs } from './admin-people.repository';

const aboutProvider = aliasedTable(providers, 'about_provider');
const byUser = aliasedTable(users, 'by_user');
const byProvider = aliasedTable(providers, 'by_provider');
const returnedLine = aliasedTable(financialTransactions, 'returned_line');

export function createAdminMoneyRepository(db: Db) {
  /** Refunded so far on an order (halalas), over every complaint about it (service or store order). */
  const refundedOf = sql<number>`coalesce((select sum(c2.refund_amount) from ${complaints} c2 where c2.request_service_id = ${complaints.requestServiceId} or c2.product_order_id = ${complaints.productOrderId}), 0)::int`;
  const complaintSelect = {
    c: complaints,
    byUserName: byUser.userName,
    byProviderName: byProvider.name,
    aboutName: aboutProvider.name,
    order: {
      id: requestServices.id,
      number: requestServices.number,
      finalTotal: requestServices.finalTotal,
      paidAt: requestServices.paidAt,
    },
    storeOrder: {
      id: productOrders.id,
      number: productOrders.number,
      finalTotal: productOrders.finalTotal,
      paidAt: productOrders.paidAt,
    },
    refunded: refundedOf,
    resolverName: admins.name,
    resolverEmail: admins.email,
  };
  const complaintQuery = (exec: Db) =>
    exec
      .select(complaintSelect)
      .from(complaints)
      .leftJoin(byUser, and(eq(complaints.byRole, 'user'), eq(byUser.id, complaints.byId)))
      .leftJoin(byProvider, and(eq(complaints.byRole, 'provider'), eq(byProvider.id, complaints.byId)))
      .leftJoin(aboutProvider, eq(aboutProvider.id, complaints.providerId))
      .leftJoin(requestServices, eq(requestServices.id, complaints.requestServiceId))
      .leftJoin(productOrders, eq(productOrders.id, complaints.productOrderId))
      .leftJoin(admins, eq(admins.id, complaints.resolvedBy));

  const settlementSelect = {
    s: settlementRequests,
    name: providers.name,
    countryCode: providers.countryCode,
    phone: providers.phone,
    bank: providerBankAccounts,
    /** The provider's lines not yet paid out (halalas): what they are owed now. */
    currentDue: sql<number>`coalesce((select sum(ft.provider_due) from ${financialTransactions} ft left join ${settlementRequests} sr on sr.id = ft.settlement_request_id where ft.provider_id = ${settlementRequests.providerId} and sr.status is distinct from 'paid'), 0)::int`,
    returnedNumber: returnedLine.number,
    returnedDue: returnedLine.providerDue,
  };
  const settlementQuery = (exec: Db) =>
    exec
      .select(settlementSelect)
      .from(settlementRequests)
      .innerJoin(providers, eq(providers.id, settlementRequests.providerId))
      .leftJoin(providerBankAccounts, eq(providerBankAccounts.providerId, settlementRequests.providerId))
      .leftJoin(returnedLine, eq(returnedLine.id, settlementRequests.returnedBy));

  return {
    async complaints(a: ListArgs) {
      const conds: (SQL | undefined)[] = [];
      if (a.status) conds.push(eq(complaints.status, a.status));
      if (a.q)
        conds.push(
          or(
            ilike(complaints.complaint, containing(a.q)),
            ilike(complaints.userName, containing(a.q)),
            ilike(complaints.phone, containing(a.q)),
            ilike(requestServices.number, containing(a.q)),
            ilike(productOrders.number, containing(a.q)),
          ),
        );
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        complaintQuery(db)
          .where(where)
          .orderBy(sql`${complaints.status} = 'open' desc`, desc(complaints.createdAt), desc(complaints.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db
          .select({ n: count() })
          .from(complaints)
          .leftJoin(requestServices, eq(requestServices.id, complaints.requestServiceId))
          .leftJoin(productOrders, eq(productOrders.id, complaints.productOrderId))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async complaint(id: number, exec: Db = db) {
      const [row] = await complaintQuery(exec).where(eq(complaints.id, id));
      return row ?? null;
    },
    async lockComplaint(tx: Db, id: number) {
      const [row] = await tx.select().from(complaints).where(eq(complaints.id, id)).for('update');
      return row ?? null;
    },
    async updateComplaint(tx: Db, id: number, patch: Partial<typeof complaints.$inferInsert>) {
      await tx.update(complaints).set(patch).where(eq(complaints.id, id));
    },
    /** The order, locked: refunds of one order are serialized on it. */
    async lockOrder(tx: Db, id: number) {
      const [row] = await tx.select().from(requestServices).where(eq(requestServices.id, id)).for('update');
      return row ?? null;
    },
    /** A store order, locked like a service order. */
    async lockStoreOrder(tx: Db, id: number) {
      const [row] = await tx.select().from(productOrders).where(eq(productOrders.id, id)).for('update');
      return row ?? null;
    },
    /** Refunded so far on an order of either kind (halalas). */
    async refundedOnOrder(tx: Db, order: { kind: 'service' | 'store'; id: number }) {
      const [row] = await tx
        .select({ n: sql<number>`coalesce(sum(${complaints.refundAmount}), 0)::int` })
        .from(complaints)
        .where(eq(order.kind === 'store' ? complaints.productOrderId : complaints.requestServiceId, order.id));
      return Number(row?.n ?? 0);
    },
    /** Each store owner's due on a store order (halalas), by provider. */
    async storeOrderDues(tx: Db, orderId: number) {
      return tx
        .select({ providerId: productOrderItems.providerId, due: sql<number>`sum(${productOrderItems.providerDue})::int` })
        .from(productOrderItems)
        .where(eq(productOrderItems.orderId, orderId))
        .groupBy(productOrderItems.providerId)
        .orderBy(productOrderItems.providerId);
    },
    async orderTransaction(tx: Db, orderId: number) {
      const [row] = await tx
        .select()
        .from(financialTransactions)
        .where(and(eq(financialTransactions.requestServiceId, orderId), eq(financialTransactions.kind, 'order')));
      return row ?? null;
    },
    async settlements(a: ListArgs) {
      const conds: (SQL | undefined)[] = [];
      if (a.status) conds.push(eq(settlementRequests.status, a.status as 'pending'));
      if (a.q)
        conds.push(
          or(
            ilike(providers.name, containing(a.q)),
            ilike(providers.phone, containing(a.q)),
            ilike(settlementRequests.reference, containing(a.q)),
          ),
        );
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        settlementQuery(db)
          .where(where)
          .orderBy(sql`${settlementRequests.status} = 'pending' desc`, desc(settlementRequests.createdAt), desc(settlementRequests.id))
          .limit(a.perPage)
          .offset((a.page - 1) * a.perPage),
        db
          .select({ n: count() })
          .from(settlementRequests)
          .innerJoin(providers, eq(providers.id, settlementRequests.providerId))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** Ledger lines with their provider's name, newest first, created from `from` up to `to` (either open). */
    async transactions(range: { from?: Date; to?: Date }, limit: number) {
      const conds: SQL[] = [];
      if (range.from) conds.push(gte(financialTransactions.createdAt, range.from));
      if (range.to) conds.push(lt(financialTransactions.createdAt, range.to));
      return db
        .select({ f: financialTransactions, name: providers.name })
        .from(financialTransactions)
        .innerJoin(providers, eq(providers.id, financialTransactions.providerId))
        .where(conds.length ? and(...conds) : undefined)
        .orderBy(desc(financialTransactions.createdAt), desc(financialTransactions.id))
        .limit(limit);
    },

    async settlement(id: number) {
      const [row] = await settlementQuery(db).where(eq(settlementRequests.id, id));
      return row ?? null;
    },
  };
}
export type AdminMoneyRepository = ReturnType<typeof createAdminMoneyRepository>;
export type AdminComplaintRow = NonNullable<Awaited<ReturnType<AdminMoneyRepository['complaint']>>>;
export type AdminSettlementRow = NonNullable<Awaited<ReturnType<AdminMoneyRepository['settlement']>>>;
