/**
 * Ratings (contracts `rates`; docs/architecture.md#ratings): a customer rates the provider of a completed
 * order once, the provider rates that customer once (unique per order and side), a buyer
 * rates a purchased product once. Averages on providers/products are recomputed in the
 * same transaction. Without `request_service_id` the latest completed, unrated order
 * between the two is rated (the existing client sends only the target).
 */
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, providers, rates, requestServices, userProducts, users } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { t } from '../../lib/i18n';
import type { Principal } from '../../lib/caller';
import type { NotificationService, StoredNotification } from '../notifications/notification.service';
import { avatarUrl } from '../storage/avatar';
import type { Realtime } from '../realtime/socket';
import type { Storage } from '../storage/storage';
import './orders.messages';

export interface RateInput {
  provider?: number;
  provider_id?: number;
  user?: number;
  user_id?: number;
  product?: number;
  product_id?: number;
  request_service_id?: number;
  value: number;
  comment?: string;
}

export interface RatesDeps {
  db: Db;
  now: () => Date;
  storage: Storage;
  notifications: NotificationService;
  /** Tells both parties' open pages that a rated order changed (modules/realtime). */
  realtime?: Pick<Realtime, 'orderChanged'>;
}

const avgOf = sql<number>`coalesce(round(avg(${rates.value}) * 100), 0)::int`;

export function createRatesService(deps: RatesDeps) {
  async function refreshProvider(tx: Db, providerId: number) {
    const [a] = await tx
      .select({ avg: avgOf, n: sql<number>`count(*)::int` })
      .from(rates)
      .where(and(eq(rates.targetType, 'provider'), eq(rates.targetId, providerId), gt(rates.value, 0)));
    await tx
      .update(providers)
      .set({ rateAvg: Number(a?.avg ?? 0), rateCount: Number(a?.n ?? 0) })
      .where(eq(providers.id, providerId));
  }

  async function refreshProduct(tx: Db, productId: number) {
    const [a] = await tx
      .select({ avg: avgOf, n: sql<number>`count(*)::int` })
      .from(rates)
      .where(and(eq(rates.targetType, 'product'), eq(rates.targetId, productId), gt(rates.value, 0)));
    await tx
      .update(products)
      .set({ rateAvg: Number(a?.avg ?? 0), rateCount: Number(a?.n ?? 0) })
      .where(eq(products.id, productId));
  }

  /** The order to rate: the one named (a party's, completed, not yet rated by this side) or the latest such. */
  async function orderToRate(tx: Db, side: 'user' | 'provider', me: number, other: number | undefined, requestId: number | undefined) {
    const mine = side === 'user' ? eq(requestServices.userId, me) : eq(requestServices.providerId, me);
    if (requestId !== undefined) {
      const [o] = await tx.select().from(requestServices).where(eq(requestServices.id, requestId)).for('update');
      const otherId = o ? (side === 'user' ? o.providerId : o.userId) : null;
      if (!o || (side === 'user' ? o.userId !== me : o.providerId !== me)) throw fail('orders.order_not_found');
      if (other !== undefined && otherId !== other) throw fail('orders.order_not_found');
      if (o.status !== 4 || o.stage !== 'finished' || otherId === null) throw fail('rates.not_completed');
      return { id: o.id, number: o.number, otherId };
    }
    if (other === undefined) throw fail('rates.target_required');
    const theirs = side === 'user' ? eq(requestServices.providerId, other) : eq(requestServices.userId, other);
    const finished = await tx
      .select({ id: requestServices.id, number: requestServices.number })
      .from(requestServices)
      .where(and(mine, theirs, eq(requestServices.stage, 'finished')))
      .orderBy(desc(requestServices.completedAt), desc(requestServices.id))
      .for('update');
    if (!finished.length) throw fail('rates.no_completed_order');
    for (const o of finished) {
      const [done] = await tx
        .select({ id: rates.id })
        .from(rates)
        .where(and(eq(rates.requestServiceId, o.id), eq(rates.raterRole, side)))
        .limit(1);
      if (!done) return { ...o, otherId: other };
    }
    throw fail('rates.already_rated');
  }

  return {
    /** POST /rates/store */
    async store(principal: Principal, input: RateInput): Promise<void> {
      if (principal.role !== 'user' && principal.role !== 'provider') throw fail('rates.target_required');
      const side = principal.role;
      const providerTarget = input.provider ?? input.provider_id;
      const userTarget = input.user ?? input.user_id;
      const productTarget = input.product ?? input.product_id;
      const comment = input.comment && input.comment !== 'undefined' ? input.comment : '';
      let stored: StoredNotification[] = [];
      let rated: { id: number; otherId: number } | null = null;
      try {
        stored = await deps.db.transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const at = deps.now();
          if (side === 'user' && productTarget !== undefined && providerTarget === undefined && input.request_service_id === undefined) {
            const [owned] = await tx
              .select({ productId: userProducts.productId })
              .from(userProducts)
              .where(and(eq(userProducts.userId, principal.id), eq(userProducts.productId, productTarget)))
              .for('update');
            if (!owned) throw fail('rates.product_not_purchased');
            const [done] = await tx
              .select({ id: rates.id })
              .from(rates)
              .where(
                and(
                  eq(rates.raterRole, 'user'),
                  eq(rates.raterId, principal.id),
                  eq(rates.targetType, 'product'),
                  eq(rates.targetId, productTarget),
                ),
              )
              .limit(1);
            if (done) throw fail('rates.already_rated');
            await tx.insert(rates).values({
              raterRole: 'user',
              raterId: principal.id,
              targetType: 'product',
              targetId: productTarget,
              value: input.value,
              comment,
              createdAt: at,
            });
            await refreshProduct(tx, productTarget);
            return [];
          }
          if (side === 'user' && userTarget !== undefined) throw fail('rates.target_required');
          if (side === 'provider' && (providerTarget !== undefined || productTarget !== undefined)) throw fail('rates.target_required');
          const other = side === 'user' ? providerTarget : userTarget;
          const o = await orderToRate(tx, side, principal.id, other, input.request_service_id);
          rated = { id: o.id, otherId: o.otherId };
          if (await alreadyRated(tx, o.id, side)) throw fail('rates.already_rated');
          await tx.insert(rates).values({
            raterRole: side,
            raterId: principal.id,
            targetType: side === 'user' ? 'provider' : 'user',
            targetId: o.otherId,
            requestServiceId: o.id,
            value: input.value,
            comment,
            createdAt: at,
          });
          if (side === 'user') await refreshProvider(tx, o.otherId);
          const [me] =
            side === 'user'
              ? await tx.select({ name: users.userName }).from(users).where(eq(users.id, principal.id))
              : await tx.select({ name: providers.name }).from(providers).where(eq(providers.id, principal.id));
          const params = { name: me?.name ?? '', number: o.number };
          const message = {
            type: 'request_service',
            body: { ar: t('ar', 'orders.notify.rated', params), en: t('en', 'orders.notify.rated', params) },
            requestServiceId: o.id,
          };
          return side === 'user'
            ? deps.notifications.notifyProvider(o.otherId, message, tx)
            : deps.notifications.notifyUser(o.otherId, message, tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fail('rates.already_rated');
        throw err;
      }
      await deps.notifications.push(stored);
      // Assigned inside the transaction callback, which TypeScript's narrowing does not follow.
      const done = rated as { id: number; otherId: number } | null;
      if (done)
        deps.realtime?.orderChanged(done.id, [
          { role: side, id: principal.id },
          { role: side === 'user' ? 'provider' : 'user', id: done.otherId },
        ]);
    },

    /** GET /user/my-rates: ratings the customer gave (providers, products) and received (from providers). */
    async userMine(baseUrl: string, userId: number) {
      const rows = await deps.db
        .select({ r: rates, pName: providers.name, pImage: providers.image, productName: products.name, productOwner: products.providerId })
        .from(rates)
        .leftJoin(products, and(eq(rates.targetType, 'product'), eq(products.id, rates.targetId)))
        .leftJoin(
          providers,
          sql`${providers.id} = case when ${rates.targetType} = 'provider' then ${rates.targetId} when ${rates.targetType} = 'product' then ${products.providerId} else ${rates.raterId} end`,
        )
        .where(
          sql`(${rates.raterRole} = 'user' and ${rates.raterId} = ${userId}) or (${rates.raterRole} = 'provider' and ${rates.targetType} = 'user' and ${rates.targetId} = ${userId})`,
        )
        .orderBy(desc(rates.createdAt), desc(rates.id))
        .limit(200);
      return rows.map(({ r, pName, pImage, productName, productOwner }) => ({
        id: r.id,
        value: r.value,
        comment: r.comment,
        created_at: formatDateTime(r.createdAt),
        direction: r.raterRole === 'user' ? ('given' as const) : ('received' as const),
        request_service_id: r.requestServiceId,
        provider: {
          id: r.targetType === 'provider' ? r.targetId : r.targetType === 'product' ? (productOwner ?? 0) : r.raterId,
          name: pName ?? '',
          image: avatarUrl(deps.storage, pImage, baseUrl),
        },
        product: r.targetType === 'product' ? { id: r.targetId, name: productName ?? '' } : null,
      }));
    },

    /** GET /provider/my-rates: ratings the provider gave (customers) and received (from customers on orders). */
    async providerMine(providerId: number) {
      const rows = await deps.db
        .select({ r: rates, uName: users.userName })
        .from(rates)
        .leftJoin(users, sql`${users.id} = case when ${rates.raterRole} = 'provider' then ${rates.targetId} else ${rates.raterId} end`)
        .where(
          sql`(${rates.raterRole} = 'provider' and ${rates.raterId} = ${providerId}) or (${rates.raterRole} = 'user' and ${rates.targetType} = 'provider' and ${rates.targetId} = ${providerId})`,
        )
        .orderBy(desc(rates.createdAt), desc(rates.id))
        .limit(200);
      return rows.map(({ r, uName }) => ({
        id: r.id,
        value: r.value,
        comment: r.comment,
        created_at: formatDateTime(r.createdAt),
        direction: r.raterRole === 'provider' ? ('given' as const) : ('received' as const),
        request_service_id: r.requestServiceId,
        user: { id: r.raterRole === 'provider' ? r.targetId : r.raterId, name: uName ?? '' },
      }));
    },
  };

  async function alreadyRated(tx: Db, requestId: number, side: 'user' | 'provider') {
    const [done] = await tx
      .select({ id: rates.id })
      .from(rates)
      .where(and(eq(rates.requestServiceId, requestId), eq(rates.raterRole, side), isNotNull(rates.requestServiceId)))
      .limit(1);
    return Boolean(done);
  }
}

export type RatesService = ReturnType<typeof createRatesService>;
