/** Card payments: insert, read, and the row lock settlement takes. */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PaymentStatus, payments, type WalletOwnerRole } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export function createPaymentRepository(db: Db) {
  return {
    async insert(p: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(p).returning();
      return row!;
    },

    async find(id: number): Promise<PaymentRow | null> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row ?? null;
    },

    async findOwned(role: WalletOwnerRole, payerId: number, id: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.payerRole, role), eq(payments.payerId, payerId)))
        .limit(1);
      return row ?? null;
    },

    /** The row, locked until the transaction ends (settlements of one payment run one at a time). */
    async lock(id: number): Promise<PaymentRow | null> {
      const rows = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return rows[0] ?? null;
    },

    async findByGatewayRef(gateway: string, ref: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)))
        .limit(1);
      return row ?? null;
    },

    async setGatewayInvoice(id: number, ref: string, url: string) {
      await db.update(payments).set({ gatewayRef: ref, gatewayUrl: url }).where(eq(payments.id, id));
    },

    /** Pending payments created before `before`, oldest first (the expiry sweep). */
    async pendingBefore(before: Date, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, before)))
        .orderBy(asc(payments.createdAt))
        .limit(limit);
    },

    /** Settles a payment still open: pending, or expired when a late `paid` arrives. */
    async markSettled(id: number, status: Exclude<PaymentStatus, 'pending'>, at: Date, cardLast4: string | null, refunded = 0) {
      await db
        .update(payments)
        .set({ status, settledAt: at, cardLast4, refundedToWallet: refunded })
        .where(and(eq(payments.id, id), inArray(payments.status, ['pending', 'expired'])));
    },

    async markExpired(id: number, at: Date) {
      await db
        .update(payments)
        .set({ status: 'expired', settledAt: at })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    async countByStatus(purpose: string, referenceId: number, status: PaymentStatus): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(and(eq(payments.purpose, purpose), eq(payments.referenceId, referenceId), eq(payments.status, status)));
      return Number(row?.n ?? 0);
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
