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
import { type Db, poolWithSettings } from '../../db/client';
import { selectWorks } from './works.query';
import { normalizeArabic } from '../../lib/arabic-normalize';
import { likeEscape } from '../../lib/like-escape';
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
 * A search counts its matches exactly up to this many; past it the page is read tier by
 * tier and the total is reported as COUNT_CAP, not exact (see searchProviders).
 */
export const COUNT_CAP = 1000;
/** A large tier's rows up to here (5 pages) are read in id order from the primary key; deeper ones from the indexes. */
const SCAN_ROWS = 60;

/** A page of a search: the rows, the total (exact up to COUNT_CAP) and whether a next page has rows. */
export interface SearchPage {
  rows: ProviderListRow[];
  total: number;
  totalExact: boolean;
  hasMore: boolean;
}

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
  return preparedOn<T>(client, query);
}

/** `query` as a named prepared statement on `pool`, named by the hash of its text. */
async function preparedOn<T>(pool: pg.Pool, query: SQL): Promise<T[]> {
  const q = dialect.sqlToQuery(query);
  const name = `souq_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`;
  const res = await pool.query({ name, text: q.sql, values: q.params as unknown[] });
  return res.rows as T[];
}

const visible: SQL = sql`${providers.isApproved} and ${providers.isActive}`;

/** An int[] parameter. */
const intArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

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
 * Planner settings of every search statement: the word-similarity threshold of `<%`; and,
 * trigram estimates being poor, sequential scans off (every match comes from an index); with
 * them off the plans' costs look huge and would start JIT compilation (hundreds of ms), so
 * JIT is off too. On PostgreSQL they are the session settings of the searches' own pool
 * (poolWithSettings: no transaction, no SET round trip); on PGlite, set per transaction.
 */
const SEARCH_SETTINGS: Record<string, string> = {
  'pg_trgm.word_similarity_threshold': String(WORD_SIMILARITY_THRESHOLD),
  enable_seqscan: 'off',
  jit: 'off',
};

/** A fingerprint of the services' names (matched as a skill): the search's in-memory copy is checked against it. */
const servicesFingerprint = sql`(select md5(coalesce(string_agg(id || ' ' || name_ar || ' ' || name_en, '|' order by id), '')) from services)`;

/** The services' names, normalized, as the search matches them; `fp` = servicesFingerprint when read. */
export interface SearchServices {
  fp: string;
  list: { id: number; t: string }[];
}

/** Runs one statement of a search and returns its rows. */
type Run = <T>(query: SQL) => Promise<T[]>;

/** A word's similar vocabulary word ('w') or similar service name ('s', v = its id); i = the word's position, from 1. */
export interface Similar {
  i: number;
  k: 'w' | 's';
  v: string;
}

/** Per word of a search, the alternatives it matches with typo tolerance: similar words (ws, itself first) and services (ids). */
export interface Alike {
  ws: string[];
  ids: number[];
}

/**
 * Per word, the vocabulary's similar words and the similar service names (pg_trgm's `<%`,
 * word similarity ≥ WORD_SIMILARITY_THRESHOLD, a setting of the search's session): a JSON
 * array of Similar.
 */
const similarOf = (words: string[], list: SearchServices['list']): SQL =>
  sql`(select coalesce(json_agg(json_build_object('i', s.i, 'k', s.k, 'v', s.v)), '[]') from (
        select w.i::int as i, 'w' as k, s.word as v
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(t, i)
          join search_words s on w.t <% s.word
        union all
        select w.i::int, 's', j.id::text
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as w(t, i),
               jsonb_to_recordset(${JSON.stringify(list)}::jsonb) as j(id int, t text)
         where w.t <% j.t) s)`;

/** Per word, the services whose name contains it (a word matches the providers offering one). */
export const exactIdsOf = (words: string[], list: SearchServices['list']): number[][] =>
  words.map((w) => list.filter((s) => s.t.includes(w)).map((s) => s.id));

/** Per word, its alternatives with typo tolerance: itself and its similar words, its exact and similar services. */
export function alikesOf(words: string[], exactIds: number[][], similar: Similar[]): Alike[] {
  return words.map((w, i) => {
    const alike = similar.filter((r) => Number(r.i) === i + 1);
    // Similar words that contain the word itself add nothing to the word.
    const others = [...new Set(alike.filter((r) => r.k === 'w' && !r.v.includes(w)).map((r) => r.v))];
    const ids = [...new Set([...(exactIds[i] ?? []), ...alike.filter((r) => r.k === 's').map((r) => Number(r.v))])];
    return { ws: [w, ...others], ids };
  });
}

/** A page's cards (`p` = providers), the price as the list shows it. */
const cardsSelect = (serviceId: number | null): SQL =>
  sql`select 0 as total, p.id, p.name, p.image, p.rate_avg, p.rate_count, ${priceOf(serviceId)} as price`;

/** What the in-memory search index (provider-search-index.ts) is built or patched from: one consistent read. */
export interface SearchIndexRows {
  /** Visible providers by id: search_name, search_doc, service_ids, and their card's name, image, rate_avg, rate_count. */
  providers: { id: number; n: string; d: string; s: number[]; name: string; image: string | null; ra: number; rc: number }[];
  /** Their offers: provider, service, search_text ('' without a description), price. */
  offers: { p: number; s: number; t: string; pr: number }[];
  services: SearchServices['list'];
}

export function createCatalogRepository(db: Db) {
  /**
   * Search visible providers. `term` must already be normalized (normalizeArabic), so
   * stored text and query are both folded and lower-cased: LIKE is as good as ILIKE here,
   * cheaper, and served by the same trigram indexes.
   *
   * Every word of the term (up to MAX_WORDS) must match the provider, in any of:
   *  - the name (providers.search_name),
   *  - the CV (providers.search_cv, migration 0015) — outside a service search only,
   *  - the description of a service they offer (provider_services.search_text),
   *  - the name of a service they offer (services, normalized here);
   * exactly (the text contains the word) or, with typo tolerance, fuzzily: the text
   * contains a word of the search vocabulary (search_words) similar to it — `<%`, word
   * similarity ≥ WORD_SIMILARITY_THRESHOLD; one wrong letter in a 5–6 letter word still
   * matches: 'جرافك' ~ 'جرافيك' is 0.67. Typo tolerance is a fallback: only when fewer than
   * FUZZY_CUTOFF providers match exactly.
   *
   * All of it is read from one row per provider (migration 0016): providers.search_doc (the
   * name, the CV (migration 0017) and the offers' descriptions) and providers.service_ids (the services offered), so
   * the words combine as a bitmap AND of trigram/array index scans on providers.
   *
   * Order: tiers, then id ascending.
   *   0 every word starts a word of the name, 1 every word is in the name, 2 every word
   *   matches exactly somewhere (a description, a service name); then, with typos:
   *   3 every word is in the name (exactly or a similar word), 4 the other typo matches.
   * A tier is a condition on the row, so a page never needs the others' rows scored: the
   * matches are counted up to COUNT_CAP + 1 (the bitmap scan stops there); up to COUNT_CAP
   * they are ranked and paged in one statement and the total is exact. Past it (a broad or
   * misspelt term: 'احمد' matches 7 781 of 100 000) the page is read tier by tier (the first
   * pages of a large tier in id order from the primary key with the tier as a filter,
   * stopping at the page's last row); the total is then COUNT_CAP with totalExact false, and hasMore says whether a
   * next page has rows.
   *
   * Terms shorter than 3 characters (first keystrokes): names with a word starting with
   * the term, ordered by rate then id.
   */
  async function searchProviders(term: string, serviceId: number | null, limit: number, offset: number): Promise<SearchPage> {
    const words = searchWords(term);
    if (!words.length) {
      const prefix = `${likeEscape(term)}%`;
      const wordPrefix = `% ${likeEscape(term)}%`;
      const offers = serviceId === null ? sql`` : sql` and service_ids @> ${intArray([serviceId])}`;
      const { rows, total } = toPage(
        await rowsOf<PageRow>(
          db,
          sql`with hits as (
                select id as pid, search_name like ${prefix} as first, rate_avg as rate
                  from providers
                 where is_approved and is_active
                   and (search_name like ${prefix} or search_name like ${wordPrefix})${offers})
              select t.total, p.id, p.name, p.image, p.rate_avg, p.rate_count, ${priceOf(serviceId)} as price
                from (select count(*)::int as total from hits) t
                left join lateral (select * from hits order by first desc, rate desc, pid asc limit ${limit} offset ${offset}) h on true
                left join providers p on p.id = h.pid
               order by first desc, rate desc, pid asc`,
        ),
      );
      return { rows, total, totalExact: true, hasMore: offset + rows.length < total };
    }
    return searchSession(async (run) => {
      for (let attempt = 0; ; attempt++) {
        searchServices ??= await loadServices(run);
        // The copy is checked in the search's first statement; a rename reloads it (twice at most).
        const page = await searchWith(run, searchServices, words, serviceId, limit, offset, attempt < 2);
        if (page) return page;
        searchServices = null;
      }
    });
  }

  /** The services' names are read once and kept while servicesFingerprint is unchanged. */
  let searchServices: SearchServices | null = null;

  async function loadServices(run: Run): Promise<SearchServices> {
    const [r] = await run<{ fp: string; services: { id: number; ar: string; en: string }[] }>(
      sql`select ${servicesFingerprint} as fp,
                 (select coalesce(json_agg(json_build_object('id', id, 'ar', name_ar, 'en', name_en)), '[]') from services) as services`,
    );
    return {
      fp: r?.fp ?? '',
      list: (r?.services ?? []).map((x) => ({ id: Number(x.id), t: normalizeArabic(`${x.ar} ${x.en}`) })),
    };
  }

  /**
   * The statements of a search, each on its own (PostgreSQL: the searches' pool, whose
   * connections carry SEARCH_SETTINGS), or in one transaction that sets them (PGlite).
   */
  function searchSession<T>(body: (run: Run) => Promise<T>): Promise<T> {
    const pool = poolWithSettings(db, SEARCH_SETTINGS);
    if (pool) return body(<R>(query: SQL) => preparedOn<R>(pool, query));
    return db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await tx.execute(
        sql`select ${sql.join(
          Object.entries(SEARCH_SETTINGS).map(([k, v]) => sql`set_config(${k}, ${v}, true)`),
          sql`, `,
        )}`,
      );
      return body((query) => rowsOf(tx, query));
    });
  }

  /** searchProviders with the given services' names; null when they are no longer current (and `checkServices`). */
  async function searchWith(
    run: Run,
    services: SearchServices,
    words: string[],
    serviceId: number | null,
    limit: number,
    offset: number,
    checkServices: boolean,
  ): Promise<SearchPage | null> {
    const and = (parts: SQL[]) => sql`(${sql.join(parts, sql` and `)})`;
    /**
     * The conditions come in two forms. 'index': LIKE and array operators, which the
     * trigram and array indexes serve (a bitmap of the matches). 'scan': the same tests as
     * position() and = any(), which no index serves, for reading a large tier in id order
     * from the primary key with the tier as a filter.
     */
    type Mode = 'index' | 'scan';
    const has = (mode: Mode, col: SQL, w: string): SQL =>
      mode === 'index' ? sql`${col} like ${`%${likeEscape(w)}%`}` : sql`position(${w} in ${col}) > 0`;
    /** `col` contains one of the words (ORed: a BitmapOr of trigram index scans). */
    const hasAny = (mode: Mode, col: SQL, ws: string[]): SQL =>
      ws.length === 1
        ? has(mode, col, ws[0] ?? '')
        : sql`(${sql.join(
            ws.map((w) => has(mode, col, w)),
            sql` or `,
          )})`;
    const base = (mode: Mode): SQL =>
      serviceId === null
        ? sql`p.is_approved and p.is_active`
        : mode === 'index'
          ? sql`p.is_approved and p.is_active and p.service_ids @> ${intArray([serviceId])}`
          : sql`p.is_approved and p.is_active and ${serviceId}::int = any(p.service_ids)`;
    /**
     * A word matches a provider when their document (the name or a description) contains
     * one of `ws` or they offer one of `serviceIds`. Within one service only that
     * service's offer counts: the document is the index condition, the name or that
     * offer's description the check.
     */
    const wordMatch = (mode: Mode, ws: string[], serviceIds: number[]): SQL => {
      if (serviceId === null) {
        return serviceIds.length
          ? sql`(${hasAny(mode, sql`p.search_doc`, ws)} or p.service_ids && ${intArray(serviceIds)})`
          : hasAny(mode, sql`p.search_doc`, ws);
      }
      if (serviceIds.includes(serviceId)) return sql`true`;
      return sql`(${hasAny(mode, sql`p.search_doc`, ws)} and (${hasAny(mode, sql`p.search_name`, ws)} or exists (
        select 1 from provider_services o where o.provider_id = p.id and o.service_id = ${serviceId} and ${hasAny(mode, sql`o.search_text`, ws)})))`;
    };
    const exactIds = exactIdsOf(words, services.list);
    const exact = (mode: Mode) => and(words.map((w, i) => wordMatch(mode, [w], exactIds[i] ?? [])));
    const inName = (mode: Mode) => and(words.map((w) => has(mode, sql`p.search_name`, w)));
    // Word starts: a check on the rows inName found (never an index scan of its own).
    const startsInName = and(words.map((w) => sql`position(${` ${w}`} in ' ' || p.search_name) > 0`));

    /** Matches of `cond`: a subquery counting them up to COUNT_CAP + 1 (or all of them: `exactly`). */
    const countOf = (cond: SQL, exactly = false): SQL =>
      sql`(select count(*)::int from (select 1 from providers p where ${base('index')} and ${cond}${exactly ? sql`` : sql` limit ${COUNT_CAP + 1}`}) c)`;

    // Tiers in order, each a condition on the row (see above), in either form.
    const tiers: ((mode: Mode) => SQL)[] = [
      (m) => sql`${inName(m)} and ${startsInName}`,
      (m) => sql`${inName(m)} and not ${startsInName}`,
      (m) => sql`${exact(m)} and not ${inName(m)}`,
    ];
    /**
     * The count of `cond` and, only when it passes COUNT_CAP (an uncorrelated subquery under
     * a CASE runs only when its branch is taken), the first tier's count, in one statement;
     * the other tiers are counted when the page reaches them. (`offset 0` keeps `h` a subquery:
     * pulled up, every use of h.n would count again.)
     */
    const counted = (cond: SQL, more: SQL = sql``): SQL =>
      sql`select h.n, case when h.n > ${COUNT_CAP} then ${countOf(tiers[0]!('index'))} end as first${more}
            from (select ${countOf(cond)} as n offset 0) h`;
    type Counted = { n: number; first: number | null };

    let matches: SQL = exact('index');
    let rank = sql`case when ${inName('index')} and ${startsInName} then 0 when ${inName('index')} then 1 when ${exact('index')} then 2`;
    // First statement: the exact matches (the first tier's size past the cap), the services' fingerprint,
    // and, under FUZZY_CUTOFF, per word the vocabulary's similar words and the similar services.
    const [head] = await run<Counted & { fp: string; similar: Similar[] | null }>(
      counted(
        exact('index'),
        sql`, ${servicesFingerprint} as fp,
            case when h.n < ${FUZZY_CUTOFF} then ${similarOf(words, services.list)} end as similar`,
      ),
    );
    if (checkServices && head?.fp !== services.fp) return null;
    let n = Number(head?.n ?? 0);
    let first = head?.first ?? null;
    if (n < FUZZY_CUTOFF) {
      // Typo tolerance: per word, the vocabulary's similar words and the similar service names.
      const alikes = alikesOf(words, exactIds, head?.similar ?? []);
      const fuzzy = (m: Mode) => and(alikes.map((x) => wordMatch(m, x.ws, x.ids)));
      const fuzzyName = (m: Mode) => and(alikes.map((x) => hasAny(m, sql`p.search_name`, x.ws)));
      tiers.push(
        (m) => sql`${fuzzyName(m)} and not ${exact(m)}`,
        (m) => sql`${fuzzy(m)} and not ${exact(m)} and not ${fuzzyName(m)}`,
      );
      rank = sql`${rank} when ${fuzzyName('index')} then 3`;
      // Every exact match is a fuzzy one too (each word is among its own alternatives).
      matches = fuzzy('index');
      const [f] = await run<Counted>(counted(matches));
      n = Number(f?.n ?? 0);
      first = f?.first ?? null;
    }
    rank = sql`${rank} else 4 end`;
    const cards = (page: SQL, order: SQL) =>
      sql`${cardsSelect(serviceId)} from (${page}) page join providers p on p.id = page.pid order by ${order}`;

    if (n <= COUNT_CAP) {
      const rows = await run<PageRow>(
        cards(
          sql`select p.id as pid, ${rank} as tier from providers p where ${base('index')} and ${matches}
               order by tier, pid limit ${limit} offset ${offset}`,
          sql`page.tier, page.pid`,
        ),
      );
      const page = toPage(rows).rows;
      return { rows: page, total: n, totalExact: true, hasMore: offset + page.length < n };
    }

    // More than COUNT_CAP matches: the page tier by tier, one row past it for hasMore.
    const rows: PageRow[] = [];
    let skip = offset;
    for (const [k, tier] of tiers.entries()) {
      const want = limit + 1 - rows.length;
      if (want <= 0) break;
      let size = Number(first);
      if (k > 0) {
        const [c] = await run<{ n: number }>(sql`select ${countOf(tier('index'))} as n`);
        size = Number(c?.n ?? 0);
      }
      if (size <= COUNT_CAP && skip >= size) {
        skip -= size;
        continue;
      }
      // The first pages of a large tier are read in id order from the primary key (its rows
      // are dense, so the scan stops after a few hundred rows); a small tier, or a deep page
      // (the scan would read offset ÷ density rows), from the trigram indexes, then sorted.
      const mode: Mode = size > COUNT_CAP && skip + want <= SCAN_ROWS ? 'scan' : 'index';
      // `p.id + 0` has no index order, so the planner cannot pick the primary-key walk itself.
      const byId = mode === 'scan' ? sql`p.id` : sql`p.id + 0`;
      const got = await run<PageRow>(
        cards(
          sql`select p.id as pid from providers p where ${base(mode)} and ${tier(mode)} order by ${byId} limit ${want} offset ${skip}`,
          sql`p.id`,
        ),
      );
      if (got.length) skip = 0;
      else if (skip > 0) {
        const [all] = await run<{ n: number }>(sql`select ${countOf(tier('index'), true)} as n`);
        skip -= Number(all?.n ?? 0);
      }
      rows.push(...got);
    }
    const hasMore = rows.length > limit;
    const page = toPage(rows.slice(0, limit)).rows;
    // Not exact: a floor (the cap, or every row up to this page and one more when hasMore).
    const floor = page.length ? offset + page.length + (hasMore ? 1 : 0) : 0;
    return { rows: page, total: Math.max(COUNT_CAP, floor), totalExact: false, hasMore };
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

    /** Per word, the similar vocabulary words and service names (the typo tolerance of searchProviders). */
    async similarWords(words: string[], list: SearchServices['list']): Promise<Similar[]> {
      const [r] = await searchSession((run) => run<{ similar: Similar[] }>(sql`select ${similarOf(words, list)} as similar`));
      return r?.similar ?? [];
    },

    /**
     * Everything the in-memory search index needs, read in one snapshot (a repeatable-read
     * transaction): visible providers with their cards, their offers, the services' names; with
     * `ids`, only those providers (a patch: the ones a write changed, visible or not any more).
     */
    searchIndexRows(ids?: number[]): Promise<SearchIndexRows> {
      const only = ids ? sql` and p.id = any(${intArray(ids)})` : sql``;
      return db.transaction(
        async (t) => {
          const tx = t as unknown as Db;
          const [ps, offers, list] = [
            ids?.length === 0
              ? []
              : await rowsOf<SearchIndexRows['providers'][number]>(
                  tx,
                  sql`select p.id, p.search_name as n, p.search_doc as d, p.service_ids as s, p.name, p.image, p.rate_avg as ra, p.rate_count as rc
                        from providers p where p.is_approved and p.is_active${only} order by p.id`,
                ),
            ids?.length === 0
              ? []
              : await rowsOf<SearchIndexRows['offers'][number]>(
                  tx,
                  sql`select o.provider_id as p, o.service_id as s, o.search_text as t, o.price as pr
                        from provider_services o join providers p on p.id = o.provider_id
                       where p.is_approved and p.is_active${only}`,
                ),
            await loadServices((q) => rowsOf(tx, q)),
          ];
          return { providers: ps, offers, services: list.list };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /** Every visible sub-service with its category's names (the global search matches them in memory). */
    async servicesWithCategories() {
      return (
        db
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
          // Hidden by an admin: out of the header search as out of the menus.
          .where(and(eq(categories.type, 'service'), eq(categories.isHidden, false), eq(services.isHidden, false)))
          .orderBy(asc(categories.sort), asc(categories.id), asc(services.sort), asc(services.id))
      );
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
