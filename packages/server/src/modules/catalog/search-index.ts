/**
 * Keeps the search columns filled: providers.search_name and search_cv, products.search_name and
 * provider_services.search_text hold normalizeArabic() text (see lib/arabic-normalize.ts).
 *
 * Writers set them on insert/update with the helpers below. backfillSearchNames fills
 * rows that have none (rows written before search existed, or by SQL seeds); the folding
 * rules live in TypeScript, so a SQL migration cannot do it. It is idempotent and cheap
 * when there is nothing to do; the catalog module also runs it once when the app starts.
 */
import type { Db } from '../../db/client';
import { normalizeArabic } from '../../lib/arabic-normalize';
import { createSearchIndexRepository, type SearchTable } from './search-index.repository';

export { normalizeArabic };

/** providers.search_name / products.search_name for a name. */
export const searchName = (name: string): string => normalizeArabic(name);

/**
 * provider_services.search_text: the offer's description, normalized. The service's own
 * names are matched through the services table (a few rows) rather than copied into every
 * offer, so a search for a service name does not recheck thousands of offers' texts.
 * The names stay in the signature so callers pass what they have; they are not stored.
 */
export function serviceSearchText(_serviceNameAr: string, _serviceNameEn: string, description: string | null | undefined): string {
  return normalizeArabic(description);
}

const BATCH = 1000;

/** Fill empty search columns. Returns how many rows were written. */
export async function backfillSearchNames(db: Db): Promise<number> {
  const repo = createSearchIndexRepository(db);
  /** Reads the rows without search text in id batches and writes what `text` makes of each. */
  async function fill<R extends { id: number }>(
    read: (afterId: number, limit: number) => Promise<R[]>,
    table: SearchTable,
    text: (row: R) => string,
  ): Promise<number> {
    let written = 0;
    let after = 0;
    for (;;) {
      const rows = await read(after, BATCH);
      if (!rows.length) return written;
      after = rows[rows.length - 1]?.id ?? after;
      const pairs = rows.map((r) => ({ id: r.id, s: text(r) })).filter((p) => p.s !== '');
      await repo.write(table, pairs);
      written += pairs.length;
    }
  }
  return (
    (await fill(repo.providersWithoutSearchName, 'providers', (r) => searchName(r.name))) +
    (await fill(repo.providersWithoutSearchCv, 'providers_cv', (r) => searchName(r.cv))) +
    (await fill(repo.productsWithoutSearchName, 'products', (r) => searchName(r.name))) +
    (await fill(repo.providerServicesWithoutSearchText, 'provider_services', (r) => serviceSearchText(r.nameAr, r.nameEn, r.description)))
  );
}
