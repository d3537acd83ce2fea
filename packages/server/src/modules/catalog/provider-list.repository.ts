/**
 * A service's visible providers (or every visible provider), filtered and sorted, a page
 * at a time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PageRow, preparedRowsOf, priceOf, type ProviderListRow, toPage } from './provider-rows.query';

export type ProviderSort = 'rate_desc' | 'price_asc' | 'price_desc';

export interface ListQuery {
  serviceId: number | null;
  priceFrom?: number;
  priceTo?: number;
  experienceId?: number;
  durationMax?: number;
  sort: ProviderSort;
  limit: number;
  offset: number;
}

export function createProviderListRepository(db: Db) {
  return {
    /**
     * Visible providers, either of one service (price = that service's price) or all of
     * them (price = their lowest service price). Order: the sort, then id ascending.
     *
     * One statement: the total (an index-only count) and the page, read in order from an
     * index (provider_services_list_*_idx: the offers of a service by rate or price, with the
     * provider's visibility, rate and experience copied in by triggers, migration 0006; or
     * providers_visible_rate_idx), so a page costs its own rows plus the offset's index
     * entries, never a sort of every offer. Only the page's rows are joined to providers.
     */
    async listProviders(q: ListQuery): Promise<{ rows: ProviderListRow[]; total: number }> {
      const paged = (from: SQL, order: SQL, outerOrder: SQL) =>
        sql`select t.total, p.id, p.name, p.image, p.rate_avg, p.rate_count, ${priceOf(q.serviceId)} as price
              from (select count(*)::int as total ${from}) t
              left join lateral (select x.* ${from} order by ${order} limit ${q.limit} offset ${q.offset}) x on true
              left join providers p on p.id = x.pid
             order by ${outerOrder}`;
      if (q.serviceId === null) {
        const from = sql`from (select id as pid, rate_avg from providers where is_approved and is_active) x`;
        return toPage(await preparedRowsOf<PageRow>(db, paged(from, sql`x.rate_avg desc, x.pid asc`, sql`x.rate_avg desc, x.pid asc`)));
      }
      const conds: SQL[] = [sql`ps.service_id = ${q.serviceId}`, sql`ps.listed`];
      if (q.priceFrom !== undefined) conds.push(sql`ps.price >= ${q.priceFrom}`);
      if (q.priceTo !== undefined) conds.push(sql`ps.price <= ${q.priceTo}`);
      if (q.durationMax !== undefined) conds.push(sql`ps.duration <= ${q.durationMax}`);
      if (q.experienceId !== undefined) conds.push(sql`ps.provider_experience_id = ${q.experienceId}`);
      const from = sql`from (select ps.provider_id as pid, ps.price, ps.provider_rate as rate
                               from provider_services ps where ${sql.join(conds, sql` and `)}) x`;
      // The indexes' own order (rate desc nulls last) so the planner reads the page from them.
      const order =
        q.sort === 'price_asc'
          ? sql`x.price asc, x.rate desc nulls last, x.pid asc`
          : q.sort === 'price_desc'
            ? sql`x.price desc nulls last, x.rate desc nulls last, x.pid asc`
            : sql`x.rate desc nulls last, x.pid asc`;
      return toPage(await preparedRowsOf<PageRow>(db, paged(from, order, order)));
    },
  };
}
