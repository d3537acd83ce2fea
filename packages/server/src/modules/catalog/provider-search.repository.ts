/**
 * The provider search in SQL (the in-memory index, provider-search-index.ts, answers the
 * same when it is current and falls back to this), and what that index is built from.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Db, poolWithSettings } from '../../db/client';
import { normalizeArabic } from '../../lib/arabic-normalize';
import { likeEscape } from '../../lib/like-escape';
import {
  cardsSelect,
  intArray,
  type PageRow,
  preparedOn,
  preparedRowsOf,
  priceOf,
  type ProviderListRow,
  rowsOf,
  toPage,
} from './provider-rows.query';
import {
  alikesOf,
  COUNT_CAP,
  exactIdsOf,
  FUZZY_CUTOFF,
  type SearchServices,
  type Similar,
  searchWords,
  WORD_SIMILARITY_THRESHOLD,
} from './search-words';

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

/** Runs one statement of a search and returns its rows. */
type Run = <T>(query: SQL) => Promise<T[]>;

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

/** What the in-memory search index (provider-search-index.ts) is built or patched from: one consistent read. */
export interface SearchIndexRows {
  /** Visible providers by id: search_name, search_doc, service_ids, and their card's name, image, rate_avg, rate_count. */
  providers: { id: number; n: string; d: string; s: number[]; name: string; image: string | null; ra: number; rc: number }[];
  /** Their offers: provider, service, search_text ('' without a description), price. */
  offers: { p: number; s: number; t: string; pr: number }[];
  services: SearchServices['list'];
}

export function createProviderSearchRepository(db: Db) {
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
  };
}
