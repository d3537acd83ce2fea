/** Administrator accounts and the approval writes. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, products, providers } from '../../db/schema';

export function createAdminRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db.select().from(admins).where(eq(admins.email, email)).limit(1);
      return row ?? null;
    },

    /** Approves a provider (keeps the first approval time); null when there is no such provider. */
    async approveProvider(id: number, at: Date): Promise<{ id: number; wasApproved: boolean } | null> {
      const [before] = await db.select({ isApproved: providers.isApproved }).from(providers).where(eq(providers.id, id)).limit(1);
      if (!before) return null;
      await db
        .update(providers)
        .set({ isApproved: true, approvedAt: sql`coalesce(${providers.approvedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(providers.id, id));
      return { id, wasApproved: before.isApproved };
    },

    /** Approves a live (not deleted) product; null when there is none. */
    async approveProduct(id: number): Promise<{ id: number; providerId: number; name: string; wasApproved: boolean } | null> {
      const where = and(eq(products.id, id), isNull(products.deletedAt));
      const [before] = await db
        .select({ providerId: products.providerId, name: products.name, isApproved: products.isApproved })
        .from(products)
        .where(where)
        .limit(1);
      if (!before) return null;
      await db.update(products).set({ isApproved: true }).where(where);
      return { id, providerId: before.providerId, name: before.name, wasApproved: before.isApproved };
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
