/**
 * Orders data access. Every mutation of an order runs in a transaction that first takes
 * the order's row lock (`lock`), so two calls on one order (double pay, accept + cancel…)
 * run one after the other and the second sees the first one's result.
 */
import { and, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settingReader } from '../settings/settings';
import {
  complaints,
  financialTransactions,
  invoices,
  negotiations,
  offerPrices,
  providerBankAccounts,
  providerServices,
  providers,
  rates,
  requestServiceFiles,
  requestServices,
  services,
  settlementRequests,
  users,
} from '../../db/schema';

export type OrderRow = typeof requestServices.$inferSelect;
export type ComplaintRow = typeof complaints.$inferSelect;
export type OfferRow = typeof offerPrices.$inferSelect;
export type NegotiationRow = typeof negotiations.$inferSelect;
export type OrderPatch = Partial<Omit<OrderRow, 'id' | 'number' | 'userId' | 'createdAt'>>;

export function createOrdersRepository(db: Db) {
  return {
    ...settingReader(db),
    db,

    /** The order, locked until the transaction ends. */
    async lock(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(requestServices).where(eq(requestServices.id, id)).for('update');
      return row ?? null;
    },

    async find(id: number): Promise<OrderRow | null> {
      const [row] = await db.select().from(requestServices).where(eq(requestServices.id, id)).limit(1);
      return row ?? null;
    },

    async update(id: number, patch: OrderPatch): Promise<void> {
      await db.update(requestServices).set(patch).where(eq(requestServices.id, id));
    },

    /** Names and pictures around an order (service, customer, provider). */
    async parties(o: Pick<OrderRow, 'serviceId' | 'userId' | 'providerId'>) {
      const [svc] = await db
        .select({ nameAr: services.nameAr, nameEn: services.nameEn })
        .from(services)
        .where(eq(services.id, o.serviceId))
        .limit(1);
      const [user] = await db.select({ id: users.id, name: users.userName }).from(users).where(eq(users.id, o.userId)).limit(1);
      const [provider] =
        o.providerId === null
          ? [undefined]
          : await db
              .select({ id: providers.id, name: providers.name, image: providers.image })
              .from(providers)
              .where(eq(providers.id, o.providerId))
              .limit(1);
      return { service: svc ?? { nameAr: '', nameEn: '' }, user: user ?? { id: o.userId, name: '' }, provider: provider ?? null };
    },

    async providerName(id: number): Promise<string> {
      const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, id)).limit(1);
      return row?.name ?? '';
    },

    async userName(id: number): Promise<string> {
      const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, id)).limit(1);
      return row?.name ?? '';
    },

    files(requestId: number) {
      return db
        .select()
        .from(requestServiceFiles)
        .where(eq(requestServiceFiles.requestServiceId, requestId))
        .orderBy(requestServiceFiles.id);
    },

    async insertDeliveryFiles(requestId: number, files: { file: string; originalName: string }[]) {
      if (!files.length) return;
      await db.insert(requestServiceFiles).values(files.map((f) => ({ requestServiceId: requestId, kind: 'delivery' as const, ...f })));
    },

    // ---- offers -------------------------------------------------------------------------
    offersOf(requestId: number, statuses: OfferRow['status'][]) {
      return db
        .select({ offer: offerPrices, providerName: providers.name, providerImage: providers.image })
        .from(offerPrices)
        .innerJoin(providers, eq(providers.id, offerPrices.providerId))
        .where(and(eq(offerPrices.requestServiceId, requestId), inArray(offerPrices.status, statuses)))
        .orderBy(desc(offerPrices.createdAt), desc(offerPrices.id));
    },

    async offer(id: number): Promise<OfferRow | null> {
      const [row] = await db.select().from(offerPrices).where(eq(offerPrices.id, id)).limit(1);
      return row ?? null;
    },

    async offerBy(requestId: number, providerId: number): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(offerPrices)
        .where(and(eq(offerPrices.requestServiceId, requestId), eq(offerPrices.providerId, providerId)))
        .limit(1);
      return row ?? null;
    },

    async insertOffer(o: typeof offerPrices.$inferInsert): Promise<OfferRow | null> {
      const [row] = await db.insert(offerPrices).values(o).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setOfferStatus(id: number, status: OfferRow['status']) {
      await db.update(offerPrices).set({ status }).where(eq(offerPrices.id, id));
    },

    /** Pending offers of a request (except one) → status; answers their providers. */
    async closePendingOffers(requestId: number, status: OfferRow['status'], exceptId?: number): Promise<number[]> {
      const rows = await db
        .update(offerPrices)
        .set({ status })
        .where(
          and(
            eq(offerPrices.requestServiceId, requestId),
            eq(offerPrices.status, 'pending'),
            exceptId ? ne(offerPrices.id, exceptId) : undefined,
          ),
        )
        .returning({ providerId: offerPrices.providerId });
      return rows.map((r) => r.providerId);
    },

    async countPendingOffers(requestIds: number[]): Promise<Map<number, number>> {
      if (!requestIds.length) return new Map();
      const rows = await db
        .select({ id: offerPrices.requestServiceId, n: sql<number>`count(*)::int` })
        .from(offerPrices)
        .where(and(inArray(offerPrices.requestServiceId, requestIds), eq(offerPrices.status, 'pending')))
        .groupBy(offerPrices.requestServiceId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    async offersService(providerId: number, serviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: providerServices.id })
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return Boolean(row);
    },

    async providerServicePrice(providerId: number, serviceId: number) {
      const [row] = await db
        .select({ price: providerServices.price, duration: providerServices.duration })
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return row ?? null;
    },

    // ---- negotiations -------------------------------------------------------------------
    async negotiation(id: number): Promise<NegotiationRow | null> {
      const [row] = await db.select().from(negotiations).where(eq(negotiations.id, id)).limit(1);
      return row ?? null;
    },

    async insertNegotiation(n: typeof negotiations.$inferInsert): Promise<NegotiationRow> {
      const [row] = await db.insert(negotiations).values(n).returning();
      return row!;
    },

    async closeOpenNegotiations(requestId: number, status: NegotiationRow['status']) {
      await db
        .update(negotiations)
        .set({ status })
        .where(and(eq(negotiations.requestServiceId, requestId), eq(negotiations.status, 'open')));
    },

    async markNegotiationPaid(id: number, at: Date) {
      await db.update(negotiations).set({ status: 'paid', paidAt: at }).where(eq(negotiations.id, id));
    },

    // ---- lists ---------------------------------------------------------------------------
    userList(userId: number, status: number, limit: number) {
      return db
        .select({
          order: requestServices,
          providerName: providers.name,
          serviceAr: services.nameAr,
          serviceEn: services.nameEn,
        })
        .from(requestServices)
        .innerJoin(services, eq(services.id, requestServices.serviceId))
        .leftJoin(providers, eq(providers.id, requestServices.providerId))
        .where(and(eq(requestServices.userId, userId), eq(requestServices.status, status)))
        .orderBy(desc(requestServices.createdAt), desc(requestServices.id))
        .limit(limit);
    },

    /** Delivered orders whose customer has not confirmed since `before`. */
    async overdueDeliveries(before: Date, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: requestServices.id })
        .from(requestServices)
        .where(and(eq(requestServices.status, 3), eq(requestServices.stage, 'delivered'), lte(requestServices.deliveredAt, before)))
        .orderBy(requestServices.deliveredAt)
        .limit(limit);
      return rows.map((r) => r.id);
    },

    // ---- settings, complaints -------------------------------------------------------------

    async insertComplaint(c: typeof complaints.$inferInsert) {
      await db.insert(complaints).values(c);
    },

    // ---- ratings ---------------------------------------------------------------------------
    /** Whether the order's tax invoice was issued (it is, in the paying transaction). */
    async hasTaxInvoice(requestId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.kind, 'services'), eq(invoices.orderId, requestId)))
        .limit(1);
      return Boolean(row);
    },

    async rateOf(requestId: number, raterRole: 'user' | 'provider') {
      const [row] = await db
        .select({ id: rates.id })
        .from(rates)
        .where(and(eq(rates.requestServiceId, requestId), eq(rates.raterRole, raterRole)))
        .limit(1);
      return row ?? null;
    },

    // ---- financials ------------------------------------------------------------------------
    async insertTransaction(t: typeof financialTransactions.$inferInsert) {
      await db.insert(financialTransactions).values(t).onConflictDoNothing();
    },

    /** The provider's lines, newest first, with the status of the request covering each and a refund's answer. */
    transactions(providerId: number, limit: number) {
      return db
        .select({
          ft: financialTransactions,
          settlement: settlementRequests.status,
          answer: complaints.answer,
        })
        .from(financialTransactions)
        .leftJoin(settlementRequests, eq(settlementRequests.id, financialTransactions.settlementRequestId))
        .leftJoin(complaints, eq(complaints.id, financialTransactions.complaintId))
        .where(eq(financialTransactions.providerId, providerId))
        .orderBy(desc(financialTransactions.createdAt), desc(financialTransactions.id))
        .limit(limit);
    },

    async totals(providerId: number) {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${financialTransactions.finalTotal}), 0)::int`,
          due: sql<number>`coalesce(sum(${financialTransactions.providerDue}) filter (where ${financialTransactions.settlementRequestId} is null), 0)::int`,
        })
        .from(financialTransactions)
        .where(eq(financialTransactions.providerId, providerId));
      return { total: Number(row?.total ?? 0), due: Number(row?.due ?? 0) };
    },

    async pendingSettlement(providerId: number) {
      const [row] = await db
        .select()
        .from(settlementRequests)
        .where(and(eq(settlementRequests.providerId, providerId), eq(settlementRequests.status, 'pending')))
        .limit(1);
      return row ?? null;
    },

    /** Complaints about an order, oldest first (both sides read them on the order page). */
    complaintsOf(orderId: number) {
      return db.select().from(complaints).where(eq(complaints.requestServiceId, orderId)).orderBy(complaints.createdAt, complaints.id);
    },

    /** The latest request, with the refund line that sent it back (if one did). */
    async lastSettlement(providerId: number) {
      const [row] = await db
        .select({ s: settlementRequests, refund: financialTransactions })
        .from(settlementRequests)
        .leftJoin(financialTransactions, eq(financialTransactions.id, settlementRequests.returnedBy))
        .where(eq(settlementRequests.providerId, providerId))
        .orderBy(desc(settlementRequests.createdAt), desc(settlementRequests.id))
        .limit(1);
      return row ?? null;
    },

    async lockProvider(providerId: number) {
      const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).for('update');
      return row ?? null;
    },

    async hasBankAccount(providerId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: providerBankAccounts.id })
        .from(providerBankAccounts)
        .where(eq(providerBankAccounts.providerId, providerId))
        .limit(1);
      return Boolean(row);
    },

    async insertSettlement(providerId: number, amount: number, at: Date) {
      const [row] = await db.insert(settlementRequests).values({ providerId, amount, createdAt: at }).returning();
      await db
        .update(financialTransactions)
        .set({ settlementRequestId: row!.id })
        .where(and(eq(financialTransactions.providerId, providerId), isNull(financialTransactions.settlementRequestId)));
      return row!;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
