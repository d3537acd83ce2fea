/** Queries behind backfillSearchNames (search-index.ts): read unindexed rows, write their search text. */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, providerServices, providers, services } from '../../db/schema';

export type SearchTable = 'providers' | 'products' | 'provider_services' | 'providers_cv';

export function createSearchIndexRepository(db: Db) {
  return {
    /** Providers with an empty search_name, by id, after `afterId`. */
    providersWithoutSearchName(afterId: number, limit: number) {
      return db
        .select({ id: providers.id, name: providers.name })
        .from(providers)
        .where(and(eq(providers.searchName, ''), gt(providers.id, afterId)))
        .orderBy(asc(providers.id))
        .limit(limit);
    },
    /** Providers with a CV but an empty search_cv, by id, after `afterId`. */
    providersWithoutSearchCv(afterId: number, limit: number) {
      return db
        .select({ id: providers.id, cv: providers.cv })
        .from(providers)
        .where(and(eq(providers.searchCv, ''), ne(providers.cv, ''), gt(providers.id, afterId)))
        .orderBy(asc(providers.id))
        .limit(limit);
    },
    productsWithoutSearchName(afterId: number, limit: number) {
      return db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(and(eq(products.searchName, ''), gt(products.id, afterId)))
        .orderBy(asc(products.id))
        .limit(limit);
    },
    providerServicesWithoutSearchText(afterId: number, limit: number) {
      return db
        .select({
          id: providerServices.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          description: providerServices.description,
        })
        .from(providerServices)
        .innerJoin(services, eq(services.id, providerServices.serviceId))
        .where(and(eq(providerServices.searchText, ''), gt(providerServices.id, afterId)))
        .orderBy(asc(providerServices.id))
        .limit(limit);
    },
    /** One UPDATE per batch: (id, text) pairs travel as one JSON parameter. */
    async write(table: SearchTable, pairs: { id: number; s: string }[]) {
      if (!pairs.length) return;
      const json = JSON.stringify(pairs);
      const column = sql.raw(table === 'provider_services' ? 'search_text' : table === 'providers_cv' ? 'search_cv' : 'search_name');
      const name = table === 'providers_cv' ? 'providers' : table;
      await db.execute(
        sql`update ${sql.raw(name)} t set ${column} = v.s
              from jsonb_to_recordset(${json}::jsonb) as v(id int, s text)
             where t.id = v.id`,
      );
    },
  };
}
