/** Service requests: create (with attachments), and the provider's lists and counters. */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerPrices, providerServices, providers, requestServiceFiles, requestServices, services, users } from '../../db/schema';

export interface NewRequest {
  userId: number;
  providerId: number | null;
  serviceId: number;
  type: 'direct' | 'for_all';
  details: string;
  fromPrice: number | null;
  toPrice: number | null;
  duration: number | null;
  price: number | null;
  stage: string;
  createdAt: Date;
}

/** Human request number from its id: SR-000123 (unique because the id is). */
import { requestNumber } from '../../lib/request-number';

export { requestNumber };

function requestQueries(db: Db) {
  /** Provider's "new" list: direct requests to them + open requests in services they offer, status 1. */
  const quotedBy = (providerId: number): SQL =>
    sql`exists (select 1 from ${offerPrices} where ${offerPrices.requestServiceId} = ${requestServices.id} and ${offerPrices.providerId} = ${providerId})`;
  /** Open requests they have not quoted yet count as new; quoted ones wait "under review" (tab 2). */
  const newForProvider = (providerId: number): SQL =>
    sql`${requestServices.status} = 1
        and (${requestServices.providerId} = ${providerId}
             or (${requestServices.type} = 'for_all' and ${requestServices.providerId} is null
                 and ${requestServices.serviceId} in (select ${providerServices.serviceId} from ${providerServices} where ${providerServices.providerId} = ${providerId})
                 and not ${quotedBy(providerId)}))`;
  /** Their offer still waits for the customer (a rejected offer leaves the lists). */
  const quotedWaiting = (providerId: number): SQL =>
    sql`${requestServices.status} = 1 and ${requestServices.type} = 'for_all' and ${requestServices.providerId} is null
        and exists (select 1 from ${offerPrices} where ${offerPrices.requestServiceId} = ${requestServices.id}
                    and ${offerPrices.providerId} = ${providerId} and ${offerPrices.status} = 'pending')`;
  const byStatus = (providerId: number, status: number): SQL =>
    status === 1
      ? newForProvider(providerId)
      : status === 2
        ? sql`((${requestServices.providerId} = ${providerId} and ${requestServices.status} = 2) or (${quotedWaiting(providerId)}))`
        : sql`${requestServices.providerId} = ${providerId} and ${requestServices.status} = ${status}`;

  return {
    async findUserName(userId: number): Promise<string | null> {
      const [row] = await db.select({ name: users.userName }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? null;
    },

    async findServiceNames(serviceId: number) {
      const [row] = await db
        .select({ nameAr: services.nameAr, nameEn: services.nameEn })
        .from(services)
        .where(eq(services.id, serviceId))
        .limit(1);
      return row ?? null;
    },

    async findVisibleProvider(providerId: number) {
      const [row] = await db
        .select({ id: providers.id })
        .from(providers)
        .where(and(eq(providers.id, providerId), eq(providers.isApproved, true), eq(providers.isActive, true)))
        .limit(1);
      return row ?? null;
    },

    async findProviderService(providerId: number, serviceId: number) {
      const [row] = await db
        .select({ id: providerServices.id, price: providerServices.price, duration: providerServices.duration })
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return row ?? null;
    },

    /** Insert the request with its number (taken from the id sequence) and its attachments. */
    async insert(r: NewRequest, files: { file: string; originalName: string }[]): Promise<{ id: number; number: string }> {
      const res = (await db.execute(sql`select nextval(pg_get_serial_sequence('request_services', 'id'))::int as id`)) as unknown as {
        rows: { id: number }[];
      };
      const id = Number(res.rows[0]?.id);
      if (!Number.isInteger(id)) throw new Error('request_services id sequence returned nothing');
      const number = requestNumber(id);
      await db.insert(requestServices).values({ id, number, status: 1, ...r });
      if (files.length) {
        await db.insert(requestServiceFiles).values(files.map((f) => ({ requestServiceId: id, kind: 'attachment' as const, ...f })));
      }
      return { id, number };
    },

    async filesOf(requestId: number) {
      return db.select().from(requestServiceFiles).where(eq(requestServiceFiles.requestServiceId, requestId));
    },

    /** A provider's requests with a status (1 = their "new" list), newest first. */
    async listForProvider(providerId: number, status: number, limit: number) {
      return db
        .select({
          id: requestServices.id,
          number: requestServices.number,
          createdAt: requestServices.createdAt,
          clientName: users.userName,
          status: sql<number>`case when ${quotedWaiting(providerId)} then 2 else ${requestServices.status} end`,
          stage: sql<string>`case when ${quotedWaiting(providerId)} then 'offer_sent' else ${requestServices.stage} end`,
          type: requestServices.type,
        })
        .from(requestServices)
        .innerJoin(users, eq(users.id, requestServices.userId))
        .where(byStatus(providerId, status))
        .orderBy(desc(requestServices.createdAt), desc(requestServices.id))
        .limit(limit);
    },

    async countsForProvider(providerId: number): Promise<Record<1 | 2 | 3 | 4, number>> {
      const [fresh] = await db.select({ n: sql<number>`count(*)::int` }).from(requestServices).where(newForProvider(providerId));
      const rows = await db
        .select({ status: requestServices.status, n: sql<number>`count(*)::int` })
        .from(requestServices)
        .where(and(eq(requestServices.providerId, providerId), inArray(requestServices.status, [2, 3, 4])))
        .groupBy(requestServices.status);
      const [quoted] = await db.select({ n: sql<number>`count(*)::int` }).from(requestServices).where(quotedWaiting(providerId));
      const of = (s: number) => Number(rows.find((r) => r.status === s)?.n ?? 0);
      return { 1: Number(fresh?.n ?? 0), 2: of(2) + Number(quoted?.n ?? 0), 3: of(3), 4: of(4) };
    },
  };
}

export type RequestRepository = ReturnType<typeof requestQueries> & {
  /** Run `fn` in a transaction with a repository bound to it; `tx` is for other repositories. */
  transaction<T>(fn: (repo: RequestRepository, tx: Db) => Promise<T>): Promise<T>;
};

export function createRequestRepository(db: Db): RequestRepository {
  return {
    ...requestQueries(db),
    // A transaction handle is a database for every query we run (drizzle's PgTransaction extends PgDatabase).
    transaction: (fn) => db.transaction(async (tx) => fn(createRequestRepository(tx as unknown as Db), tx as unknown as Db)),
  };
}
