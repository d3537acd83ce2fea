/** Complaints about a provider, a request or a store order (POST /user/provider/complaint). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complaints, productOrders, providerServices, requestServices } from '../../db/schema';

export function createComplaintRepository(db: Db) {
  return {
    async findRequest(id: number) {
      const [row] = await db
        .select({
          id: requestServices.id,
          userId: requestServices.userId,
          providerId: requestServices.providerId,
          serviceId: requestServices.serviceId,
          type: requestServices.type,
          status: requestServices.status,
        })
        .from(requestServices)
        .where(eq(requestServices.id, id))
        .limit(1);
      return row ?? null;
    },

    async findStoreOrder(id: number) {
      const [row] = await db
        .select({ id: productOrders.id, userId: productOrders.userId, status: productOrders.status })
        .from(productOrders)
        .where(eq(productOrders.id, id))
        .limit(1);
      return row ?? null;
    },

    async providerOffers(providerId: number, serviceId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: providerServices.id })
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return !!row;
    },

    async insert(values: typeof complaints.$inferInsert): Promise<number> {
      const [row] = await db.insert(complaints).values(values).returning({ id: complaints.id });
      return row?.id ?? 0;
    },
  };
}

export type ComplaintRepository = ReturnType<typeof createComplaintRepository>;
