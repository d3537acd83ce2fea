/**
 * Catalogue queries: providers of a service (list, filter, search), provider service
 * details, provider profile parts, follows and provider ratings. No rules here: the
 * service decides who may see what.
 *
 * "Visible" provider = approved by the admin and active (verified phone).
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';
import { selectWorks } from './works.query';
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
  /** How many ratings the average is of. */
  rateCount: number;
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
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const dialect = new PgDialect();

/**
 * rowsOf as a named prepared statement on PostgreSQL (each pooled connection parses and
 * plans it once, then reuses the plan): planning the list's statement costs more than
 * running it. The name is the hash of the text, so every shape of the statement (sort,
 * filters) is its own statement. PGlite runs it as rowsOf does.
 */
async function preparedRowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(db, query);
  const q = dialect.sqlToQuery(query);
  const name = `souq_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`;
  const res = await client.query({ name, text: q.sql, values: q.params as unknown[] });
  return res.rows as T[];
}

const visible: SQL = sql`${providers.isApproved} and ${providers.isActive}`;

/** Escape LIKE wildcards so user text matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page row with the total of the whole result (one statement answers both). */
type PageRow = {
  total: number;
  id: number | null;
  name: string;
  image: string | null;
  rate_avg: number;
  rate_count: number;
  price: number | null;
};

/** Rows of a paged statement → the page and the total (the total row is there even past the last page). */
function toPage(rows: PageRow[]): { rows: ProviderListRow[]; total: number } {
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        name: r.name,
        image: r.image,
        rateAvg: Number(r.rate_avg),
        rateCount: Number(r.rate_count),
        price: r.price === null ? null : Number(r.price),
      })),
  };
}

/**
 * The provider's price in a list: that service's price, or (all services) their lowest —
 * evaluated for the page's rows only.
 */
const priceOf = (serviceId: number | null): SQL =>
  serviceId === null
    ? sql`(select min(o.price) from provider_services o where o.provider_id = p.id)`
    : sql`(select o.price from provider_services o where o.provider_id = p.id and o.service_id = ${serviceId})`;

/**
 * Planner settings of a search transaction: trigram estimates are poor, so sequential scans
 * are off (every match comes from an index); with them off, the costs of the plan look huge
 * and would start JIT compilation (hundreds of ms), so JIT is off too.
 */
const searchSettings = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
  set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true),
  (select coalesce(json_agg(json_build_object('id', id, 'ar', name_ar, 'en', name_en)), '[]') from services) as services`;

export function createCatalogRepository(db: Db) {
  /**
   * Search visible providers. `term` must already be normalized (normalizeArabic), so
   * stored text and query are both folded and lower-cased: LIKE is as good as ILIKE here,
   * cheaper, and served by the same trigram indexes.
   *
   * Every word of the term (up to MAX_WORDS) must match the provider, in any of:
   *  - the name (providers.search_name),
   *  - the CV (providers.search_cv, migration 0015),
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
   * narrow and misspelt searches get the full treatment. Both are one statement: the fuzzy
   * part sits behind a one-time filter on the exact count and is never run past the cutoff.
   *
   * Terms shorter than 3 characters (first keystrokes): names with a word starting with
   * the term, ordered by rate then id.
   *
   * Every branch filters visibility itself (providers: approved and active; offers:
   * provider_services.listed), so the matches are counted and ranked on (id, score) alone
   * and only the page's rows are joined to providers, with their price.
   */
  async function searchProviders(
    term: string,
    serviceId: number | null,
    limit: number,
    offset: number,
  ): Promise<{ rows: ProviderListRow[]; total: number }> {
    const page = (order: SQL) =>
      sql`select t.total, p.id, p.name, p.image, p.rate_avg, p.rate_count, ${priceOf(serviceId)} as price
            from (select count(*)::int as total from hits) t
            left join lateral (select * from hits order by ${order} limit ${limit} offset ${offset}) h on true
            left join providers p on p.id = h.pid
           order by ${order}`;
    const offersName = (col: SQL) =>
      serviceId === null
        ? sql``
        : sql` and exists (select 1 from provider_services o where o.provider_id = ${col} and o.service_id = ${serviceId})`;
    const words = searchWords(term);
    if (!words.length) {
      const prefix = `${likeEscape(term)}%`;
      const wordPrefix = `% ${likeEscape(term)}%`;
      return toPage(
        await rowsOf<PageRow>(
          db,
          sql`with hits as (
                select id as pid, search_name like ${prefix} as first, rate_avg as rate
                  from providers
                 where is_approved and is_active
                   and (search_name like ${prefix} or search_name like ${wordPrefix})${offersName(sql`providers.id`)})
              ${page(sql`first desc, rate desc, pid asc`)}`,
        ),
      );
    }
    const inService = (col: SQL) => (serviceId === null ? sql`` : sql` and ${col} = ${serviceId}`);
    const phraseLike = words.length > 1 ? `%${likeEscape(term)}%` : null;

    /**
     * Per word i: e<i> the exact matches (pid, s = score, ph = the name holds the whole
     * term), f<i> the fuzzy ones, from v<i>: the vocabulary words similar to it
     * (search_words, trigram index) that do not already contain it, as LIKE patterns with
     * their similarity. Names and descriptions are then searched for those words exactly: a
     * cheap LIKE per row instead of a similarity computation per row.
     */
    const perWord = (serviceNames: string) =>
      words.flatMap((w, i) => {
        const contains = `%${likeEscape(w)}%`;
        const starts = `${likeEscape(w)}%`;
        const wordStarts = `% ${likeEscape(w)}%`;
        const v = sql.raw(`v${i}`);
        const ph = i === 0 && phraseLike ? sql`search_name like ${phraseLike}` : sql`false`;
        return [
          sql`${sql.raw(`e${i}`)} as (
          select id as pid,
                 case when search_name like ${starts} or search_name like ${wordStarts} then 1.0 else 0.9 end as s,
                 ${ph} as ph
            from providers where search_name like ${contains} and is_approved and is_active${offersName(sql`providers.id`)}
          union all
          select id, 0.6, false
            from providers where search_cv like ${contains} and is_approved and is_active${offersName(sql`providers.id`)}
          union all
          select provider_id, 0.7, false
            from provider_services where search_text like ${contains} and listed${inService(sql`service_id`)}
          union all
          select ps.provider_id, 0.7, false
            from (select id from jsonb_to_recordset(${serviceNames}::jsonb) as j(id int, t text) where t like ${contains} offset 0) sv
            join provider_services ps on ps.service_id = sv.id and ps.listed${inService(sql`ps.service_id`)}
        )`,
          sql`${v} as materialized (
          select '%' || replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as pat,
                 word_similarity(${w}, word) as ws
            from search_words
           where ${w} <% word and word not like ${contains}
        )`,
          sql`${sql.raw(`f${i}`)} as (
          select p.id as pid, 0.3 + 0.3 * max(v.ws) as s
            from ${v} v join providers p on p.search_name like v.pat
           where p.is_approved and p.is_active${offersName(sql`p.id`)}
           group by p.id
          union all
          select p.id, 0.1 + 0.3 * max(v.ws)
            from ${v} v join providers p on p.search_cv like v.pat
           where p.is_approved and p.is_active${offersName(sql`p.id`)}
           group by p.id
          union all
          select ps.provider_id, 0.1 + 0.3 * max(v.ws)
            from ${v} v join provider_services ps on ps.search_text like v.pat and ps.listed${inService(sql`ps.service_id`)}
           group by ps.provider_id
          union all
          select ps.provider_id, sv.s
            from (select id, 0.1 + 0.3 * word_similarity(${w}, t) as s
                    from jsonb_to_recordset(${serviceNames}::jsonb) as j(id int, t text)
                   where t not like ${contains} and ${w} <% t
                  offset 0) sv
            join provider_services ps on ps.service_id = sv.id and ps.listed${inService(sql`ps.service_id`)}
        )`,
        ];
      });
    const join = (prefix: string) => sql.raw(words.map((_, i) => (i === 0 ? `${prefix}0` : `join ${prefix}${i} using (pid)`)).join(' '));
    const sum = (prefix: string) => sql.raw(words.map((_, i) => `${prefix}${i}.s`).join(' + '));
    const allExact = sql.raw(words.map((_, i) => `g${i}.x`).join(' and '));
    // Exact only: each word's best score, +10 (every word exact).
    const exactGroups = words.map(
      (_, i) => sql`${sql.raw(`x${i}`)} as (select pid, max(s) as s, bool_or(ph) as ph from ${sql.raw(`e${i}`)} group by pid)`,
    );
    // With typos: exact and fuzzy rows of each word together.
    const fuzzyGroups = words.map(
      (_, i) => sql`${sql.raw(`g${i}`)} as (
        select pid, max(s) as s, bool_or(x) as x, bool_or(ph) as ph
          from (select pid, s, true as x, ph from ${sql.raw(`e${i}`)}
                union all select pid, s, false, false from ${sql.raw(`f${i}`)}) m
         group by pid)`,
    );
    const bonus = (prefix: string) => (phraseLike ? sql` + case when ${sql.raw(`${prefix}0`)}.ph then 0.5 else 0 end` : sql``);
    const query = (serviceNames: string) => sql`with ${sql.join([...perWord(serviceNames), ...exactGroups, ...fuzzyGroups], sql`, `)},
      exact as (select pid, ${sum('x')} + 10${bonus('x')} as s from ${join('x')}),
      fuzzy as (select pid, ${sum('g')} + case when ${allExact} then 10 else 0 end${bonus('g')} as s from ${join('g')}),
      exact_count as (select count(*) as n from exact),
      hits as (
        select * from exact where (select n from exact_count) >= ${FUZZY_CUTOFF}
        union all
        select * from fuzzy where (select n from exact_count) < ${FUZZY_CUTOFF})
      ${page(sql`s desc, pid asc`)}`;
    return db.transaction(async (tx) => {
      // The settings and the services' names (matched as a skill) in one round trip.
      const [first] = await rowsOf<{ services: { id: number; ar: string; en: string }[] }>(tx as unknown as Db, searchSettings);
      const serviceNames = JSON.stringify((first?.services ?? []).map((s) => ({ id: s.id, t: normalizeArabic(`${s.ar} ${s.en}`) })));
      return toPage(await rowsOf<PageRow>(tx as unknown as Db, query(serviceNames)));
    });
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

    searchProviders,

    /** Every sub-service with its category's names (the global search matches them in memory). */
    async servicesWithCategories() {
      return db
        .select({
          id: services.id,
          nameAr: services.nameAr,
          nameEn: services.nameEn,
          sort: services.sort,
          categoryId: categories.id,
          categoryNameAr: categories.nameAr,
          categoryNameEn: categories.nameEn,
          categorySort: categories.sort,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .where(eq(categories.type, 'service'))
        .orderBy(asc(categories.sort), asc(categories.id), asc(services.sort), asc(services.id));
    },

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
    worksOfProvider: (providerId: number) => selectWorks(db, providerId),

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
