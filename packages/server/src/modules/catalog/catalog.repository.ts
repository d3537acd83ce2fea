/**
 * Catalogue queries: providers of a service (list, filter, search), provider service
 * details, provider profile parts, follows and provider ratings. No rules here: the
 * service decides who may see what.
 *
 * "Visible" provider = approved by the admin and active (verified phone).
 */
import { and, asc, desc, eq, gt, inArray, isNull, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normalizeArabic } from './arabic-normalize';
import {
  categories,
  experiences,
  follows,
  productFiles,
  products,
  providerServiceImages,
  providerServices,
  providers,
  rangePrices,
  rates,
  services,
  users,
  workImages,
  works,
} from '../../db/schema';

/** pg_trgm word-similarity threshold of the search (see searchProviders). */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Words of a search term that are matched (the rest are ignored). */
export const MAX_WORDS = 4;
/** With this many exact matches, typo-tolerant matches are not looked for (see searchProviders). */
export const FUZZY_CUTOFF = 500;

/**
 * The words a search matches on: the term's words, longest first when there are more
 * than MAX_WORDS; one-letter words only count when nothing else is left. Empty → the
 * term is too short for trigrams (under 3 characters) and is matched as a name prefix.
 */
export function searchWords(term: string): string[] {
  if (term.length < 3) return [];
  const all = term.split(' ').filter(Boolean);
  const useful = all.filter((w) => w.length > 1);
  const words = useful.length ? useful : all;
  return words.length <= MAX_WORDS ? words : [...words].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
}

export type ProviderSort = 'rate_desc' | 'price_asc' | 'price_desc';

export interface ProviderListRow {
  id: number;
  name: string;
  image: string | null;
  rateAvg: number;
  /** Halalas; null when the provider offers no service (search over all providers). */
  price: number | null;
}

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

/** Rows of a raw query, whichever driver (PGlite or node-postgres) ran it. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const visible: SQL = sql`${providers.isApproved} and ${providers.isActive}`;

/** Escape LIKE wildcards so user text matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function createCatalogRepository(db: Db) {
  /** Lowest service price of each provider (halalas), for lists that are not about one service. */
  async function minPrices(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ providerId: providerServices.providerId, price: sql<number>`min(${providerServices.price})::int` })
      .from(providerServices)
      .where(inArray(providerServices.providerId, ids))
      .groupBy(providerServices.providerId);
    return new Map(rows.map((r) => [r.providerId, Number(r.price)]));
  }

  async function servicePrices(ids: number[], serviceId: number): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ providerId: providerServices.providerId, price: providerServices.price })
      .from(providerServices)
      .where(and(inArray(providerServices.providerId, ids), eq(providerServices.serviceId, serviceId)));
    return new Map(rows.map((r) => [r.providerId, r.price]));
  }

  /**
   * Search visible providers. `term` must already be normalized (normalizeArabic), so
   * stored text and query are both folded and lower-cased: LIKE is as good as ILIKE here,
   * cheaper, and served by the same trigram indexes.
   *
   * Every word of the term (up to MAX_WORDS) must match the provider, in any of:
   *  - the name (providers.search_name),
   *  - the description of a service they offer (provider_services.search_text),
   *  - the name of a service they offer (services, normalized here);
   * exactly (the text contains the word) or, with typo tolerance, fuzzily: the text
   * contains a word of the search vocabulary (search_words) similar to it — `<%`, word
   * similarity ≥ WORD_SIMILARITY_THRESHOLD; one wrong letter in a 5–6 letter word still
   * matches: 'جرافك' ~ 'جرافيك' is 0.67.
   *
   * Ranking (score desc, then id asc): providers matching every word exactly come first;
   * per word, a name beats a service's text or name, a word start beats the inside of a
   * word, and a closer fuzzy match beats a looser one; a name containing the whole term
   * gets a bonus.
   *
   * Typo tolerance is a fallback: when FUZZY_CUTOFF or more providers match exactly, the
   * fuzzy matches (which could only come after all of them) are not computed and the total
   * is the exact count. That keeps broad searches ('احمد' over 100 000 providers) cheap;
   * narrow and misspelt searches get the full treatment.
   *
   * Terms shorter than 3 characters (first keystrokes): names with a word starting with
   * the term, ordered by rate then id.
   *
   * Matches come from index-backed scans (trigram GIN, also for the patterns built from
   * vocabulary words); the planner's estimates for trigram conditions are poor and it
   * would scan whole tables, so sequential scans are switched off for the search
   * transaction (the thresholds are set there too, for that transaction only).
   */
  async function searchProviders(
    term: string,
    serviceId: number | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProviderListRow[]; total: number }> {
    type Row = { id: number; name: string; image: string | null; rate_avg: number; total: number };
    const offers =
      serviceId === null
        ? sql``
        : sql` and exists (select 1 from provider_services o where o.provider_id = p.id and o.service_id = ${serviceId})`;
    const words = searchWords(term);
    let rows: Row[];
    if (!words.length) {
      const prefix = `${likeEscape(term)}%`;
      const wordPrefix = `% ${likeEscape(term)}%`;
      rows = await rowsOf<Row>(
        db,
        sql`select p.id, p.name, p.image, p.rate_avg, count(*) over()::int as total
              from providers p
             where p.is_approved and p.is_active
               and (p.search_name like ${prefix} or p.search_name like ${wordPrefix})${offers}
             order by (p.search_name like ${prefix}) desc, p.rate_avg desc, p.id asc
             limit ${limit} offset ${offset}`,
      );
    } else {
      const serviceNames = JSON.stringify(
        (await db.select({ id: services.id, nameAr: services.nameAr, nameEn: services.nameEn }).from(services)).map((s) => ({
          id: s.id,
          t: normalizeArabic(`${s.nameAr} ${s.nameEn}`),
        })),
      );
      const inService = (col: SQL) => (serviceId === null ? sql`` : sql` and ${col} = ${serviceId}`);

      /**
       * Per word i: CTE w<i> (pid, s = best score, x = matched exactly somewhere) and, when
       * fuzzy, v<i>: the vocabulary words similar to it (search_words, trigram index) that
       * do not already contain it, as LIKE patterns with their similarity. Names and
       * descriptions are then searched for those words exactly: a cheap LIKE per row
       * instead of a similarity computation per row.
       */
      const perWord = (fuzzy: boolean) =>
        words.flatMap((w, i) => {
          const contains = `%${likeEscape(w)}%`;
          const starts = `${likeEscape(w)}%`;
          const wordStarts = `% ${likeEscape(w)}%`;
          const v = sql.raw(`v${i}`);
          const vocabulary = sql`${v} as materialized (
            select '%' || replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as pat,
                   word_similarity(${w}, word) as ws
              from search_words
             where ${w} <% word and word not like ${contains}
          )`;
          const fuzzyNames = fuzzy
            ? sql`
              union all
              select p.id, 0.3 + 0.3 * max(v.ws), false from ${v} v join providers p on p.search_name like v.pat group by p.id
              union all
              select ps.provider_id, 0.1 + 0.3 * max(v.ws), false
                from ${v} v join provider_services ps on ps.search_text like v.pat${inService(sql`ps.service_id`)}
               group by ps.provider_id`
            : sql``;
          const serviceNameMatch = fuzzy ? sql`(t like ${contains} or ${w} <% t)` : sql`t like ${contains}`;
          const serviceNameScore = fuzzy
            ? sql`case when t like ${contains} then 0.7 else 0.1 + 0.3 * word_similarity(${w}, t) end`
            : sql`0.7`;
          const hits = sql`${sql.raw(`w${i}`)} as (
            select pid, max(s) as s, bool_or(x) as x from (
              select id as pid,
                     case when search_name like ${starts} or search_name like ${wordStarts} then 1.0 else 0.9 end as s,
                     true as x
                from providers where search_name like ${contains}
              union all
              select provider_id, 0.7, true
                from provider_services where search_text like ${contains}${inService(sql`service_id`)}
              union all
              select ps.provider_id, sv.s, sv.x
                from (select id, ${serviceNameScore} as s, t like ${contains} as x
                        from jsonb_to_recordset(${serviceNames}::jsonb) as j(id int, t text)
                       where ${serviceNameMatch}
                      offset 0) sv
                join provider_services ps on ps.service_id = sv.id${inService(sql`ps.service_id`)}${fuzzyNames}
            ) m group by pid
          )`;
          return fuzzy ? [vocabulary, hits] : [hits];
        });
      const from = sql.join(
        words.map((_, i) => sql.raw(i === 0 ? 'w0' : `join w${i} using (pid)`)),
        sql` `,
      );
      const sum = sql.raw(words.map((_, i) => `w${i}.s`).join(' + '));
      const allExact = sql.raw(words.map((_, i) => `w${i}.x`).join(' and '));
      const phrase = words.length > 1 ? sql` + case when p.search_name like ${`%${likeEscape(term)}%`} then 0.5 else 0 end` : sql``;
      const query = (fuzzy: boolean, lim: number, off: number) =>
        sql`with ${sql.join(perWord(fuzzy), sql`, `)},
            hits as (select pid, ${sum} + case when ${allExact} then 10 else 0 end as s from ${from})
            select p.id, p.name, p.image, p.rate_avg, count(*) over()::int as total
              from hits join providers p on p.id = hits.pid
             where p.is_approved and p.is_active${offers}
             order by hits.s${phrase} desc, p.id asc
             limit ${lim} offset ${off}`;

      rows = await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
                     set_config('enable_seqscan', 'off', true)`,
        );
        const run = (q: SQL) => rowsOf<Row>(tx as unknown as Db, q);
        const exact = await run(query(false, limit, offset));
        const first = exact[0] ?? (offset > 0 ? (await run(query(false, 1, 0)))[0] : undefined);
        const exactTotal = Number(first?.total ?? 0);
        // Enough exact matches: the page is theirs (empty past the end, whose total is counted below).
        if (exactTotal >= FUZZY_CUTOFF) return exact;
        return run(query(true, limit, offset));
      });
    }
    let total = Number(rows[0]?.total ?? 0);
    if (!rows.length && offset > 0) {
      // Past the last page: count without paging so the metadata stays right.
      total = (await searchProviders(term, serviceId, 1, 0)).total;
    }
    const ids = rows.map((r) => Number(r.id));
    const prices = serviceId === null ? await minPrices(ids) : await servicePrices(ids, serviceId);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        image: r.image,
        rateAvg: Number(r.rate_avg),
        price: prices.get(Number(r.id)) ?? null,
      })),
      total,
    };
  }

  return {
    async findService(id: number) {
      const [row] = await db
        .select({
          id: services.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          categoryId: categories.id,
          categoryNameAr: categories.nameAr,
          categoryNameEn: categories.nameEn,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(eq(services.id, id))
        .limit(1);
      return row ?? null;
    },

    async findRangePrice(id: number) {
      const [row] = await db.select().from(rangePrices).where(eq(rangePrices.id, id)).limit(1);
      return row ?? null;
    },

    async findExperience(id: number) {
      const [row] = await db.select().from(experiences).where(eq(experiences.id, id)).limit(1);
      return row ?? null;
    },

    /** A provider that customers may see, or null. */
    async findVisibleProvider(id: number) {
      const [row] = await db
        .select({
          id: providers.id,
          name: providers.name,
          image: providers.image,
          cv: providers.cv,
          sectionId: providers.sectionId,
          rateAvg: providers.rateAvg,
          experienceNameAr: experiences.nameAr,
          experienceNameEn: experiences.nameEn,
        })
        .from(providers)
        .leftJoin(experiences, eq(experiences.id, providers.experienceId))
        .where(and(eq(providers.id, id), visible))
        .limit(1);
      return row ?? null;
    },

    /** Any provider row (visible or not), for complaints about a provider. */
    async providerExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, id)).limit(1);
      return !!row;
    },

    async findProviderService(providerId: number, serviceId: number) {
      const [row] = await db
        .select()
        .from(providerServices)
        .where(and(eq(providerServices.providerId, providerId), eq(providerServices.serviceId, serviceId)))
        .limit(1);
      return row ?? null;
    },

    async providerServiceImages(providerServiceId: number) {
      return db
        .select({ file: providerServiceImages.file })
        .from(providerServiceImages)
        .where(eq(providerServiceImages.providerServiceId, providerServiceId))
        .orderBy(asc(providerServiceImages.id));
    },

    /**
     * Visible providers, either of one service (price = that service's price) or all of
     * them (price = their lowest service price). Order: the sort, then id ascending.
     */
    async listProviders(q: ListQuery): Promise<{ rows: ProviderListRow[]; total: number }> {
      if (q.serviceId === null) {
        const where = visible;
        const page = await db
          .select({ id: providers.id, name: providers.name, image: providers.image, rateAvg: providers.rateAvg })
          .from(providers)
          .where(where)
          .orderBy(desc(providers.rateAvg), asc(providers.id))
          .limit(q.limit)
          .offset(q.offset);
        const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(providers).where(where);
        const prices = await minPrices(page.map((r) => r.id));
        return { rows: page.map((r) => ({ ...r, price: prices.get(r.id) ?? null })), total: Number(total) };
      }
      const conds: SQL[] = [eq(providerServices.serviceId, q.serviceId), visible];
      if (q.priceFrom !== undefined) conds.push(gte(providerServices.price, q.priceFrom));
      if (q.priceTo !== undefined) conds.push(lte(providerServices.price, q.priceTo));
      if (q.durationMax !== undefined) conds.push(lte(providerServices.duration, q.durationMax));
      if (q.experienceId !== undefined) conds.push(eq(providers.experienceId, q.experienceId));
      const where = and(...conds);
      const order =
        q.sort === 'price_asc'
          ? [asc(providerServices.price), desc(providers.rateAvg), asc(providers.id)]
          : q.sort === 'price_desc'
            ? [desc(providerServices.price), desc(providers.rateAvg), asc(providers.id)]
            : [desc(providers.rateAvg), asc(providers.id)];
      // One pass: the page and the total (a window count) come from the same join.
      const page = await db
        .select({
          id: providers.id,
          name: providers.name,
          image: providers.image,
          rateAvg: providers.rateAvg,
          price: providerServices.price,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(providerServices)
        .innerJoin(providers, eq(providers.id, providerServices.providerId))
        .where(where)
        .orderBy(...order)
        .limit(q.limit)
        .offset(q.offset);
      let total = page[0]?.total ?? 0;
      if (!page.length && q.offset > 0) {
        // Past the last page: count without paging so the metadata stays right.
        const [row] = await db
          .select({ total: sql<number>`count(*)`.mapWith(Number) })
          .from(providerServices)
          .innerJoin(providers, eq(providers.id, providerServices.providerId))
          .where(where);
        total = row?.total ?? 0;
      }
      return { rows: page.map(({ total: _t, ...row }) => row), total };
    },

    searchProviders,

    /** Services a provider offers, with names, cheapest first then id. */
    async servicesOfProvider(providerId: number) {
      return db
        .select({
          id: providerServices.id,
          serviceId: services.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          price: providerServices.price,
          duration: providerServices.duration,
        })
        .from(providerServices)
        .innerJoin(services, eq(services.id, providerServices.serviceId))
        .where(eq(providerServices.providerId, providerId))
        .orderBy(asc(services.sort), asc(services.id));
    },

    async isFollowing(userId: number, providerId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: follows.userId })
        .from(follows)
        .where(and(eq(follows.userId, userId), eq(follows.providerId, providerId)))
        .limit(1);
      return !!row;
    },

    /** Follow; false when already following. */
    async follow(userId: number, providerId: number, at: Date): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ userId, providerId, createdAt: at })
        .onConflictDoNothing()
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** Unfollow; false when not following. */
    async unfollow(userId: number, providerId: number): Promise<boolean> {
      const rows = await db
        .delete(follows)
        .where(and(eq(follows.userId, userId), eq(follows.providerId, providerId)))
        .returning({ userId: follows.userId });
      return rows.length > 0;
    },

    /** A provider's works, newest first, with category/service names and images (in upload order). */
    async worksOfProvider(providerId: number) {
      const list = await db
        .select({
          id: works.id,
          name: works.name,
          link: works.link,
          duration: works.duration,
          price: works.price,
          description: works.description,
          categoryId: categories.id,
          categoryNameAr: categories.nameAr,
          categoryNameEn: categories.nameEn,
          serviceId: services.id,
          serviceNameAr: services.nameAr,
          serviceNameEn: services.nameEn,
        })
        .from(works)
        .leftJoin(categories, eq(categories.id, works.categoryId))
        .leftJoin(services, eq(services.id, works.serviceId))
        .where(eq(works.providerId, providerId))
        .orderBy(desc(works.createdAt), desc(works.id));
      const ids = list.map((w) => w.id);
      const images = ids.length
        ? await db
            .select({ workId: workImages.workId, file: workImages.file })
            .from(workImages)
            .where(inArray(workImages.workId, ids))
            .orderBy(asc(workImages.id))
        : [];
      return list.map((w) => ({ ...w, images: images.filter((i) => i.workId === w.id).map((i) => i.file) }));
    },

    /** A provider's approved, not deleted products, newest first, with preview images. */
    async approvedProductsOfProvider(providerId: number) {
      const list = await db
        .select()
        .from(products)
        .where(and(eq(products.providerId, providerId), eq(products.isApproved, true), isNull(products.deletedAt)))
        .orderBy(desc(products.createdAt), desc(products.id));
      const ids = list.map((p) => p.id);
      const previews = ids.length
        ? await db
            .select({ productId: productFiles.productId, file: productFiles.file })
            .from(productFiles)
            .where(and(inArray(productFiles.productId, ids), eq(productFiles.kind, 'preview')))
            .orderBy(asc(productFiles.id))
        : [];
      return list.map((p) => ({ ...p, previews: previews.filter((f) => f.productId === p.id).map((f) => f.file) }));
    },

    /** Customers' ratings of a provider, newest first. */
    async ratesOfProvider(providerId: number, limit: number) {
      return db
        .select({ id: rates.id, value: rates.value, comment: rates.comment, createdAt: rates.createdAt, userName: users.userName })
        .from(rates)
        .leftJoin(users, eq(users.id, rates.raterId))
        .where(and(eq(rates.targetType, 'provider'), eq(rates.targetId, providerId), eq(rates.raterRole, 'user'), gt(rates.value, 0)))
        .orderBy(desc(rates.createdAt), desc(rates.id))
        .limit(limit);
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
