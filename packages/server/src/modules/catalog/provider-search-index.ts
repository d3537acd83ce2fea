/**
 * The provider search's candidates and ranking in the server process (docs/perf/provider-search.md):
 * PostgreSQL spent 3–9 ms of CPU per cold search on trigram rechecks; here a search costs
 * a few hundred µs of node, one small query for typo tolerance (only under FUZZY_CUTOFF
 * exact matches) and one by primary key for the page's cards, whose prices and pictures are
 * therefore never stale. The answer is the SQL path's exactly (provider-search.repository.ts
 * searchProviders, which stays the fallback): the same conditions on the same stored
 * (normalized) strings, the same tiers, order, total, totalExact and hasMore.
 *
 * Substring lookup: a search word has no space, so each of its occurrences in a document
 * lies inside one space-separated token. The index keeps the distinct tokens of every
 * visible provider's search_doc, search_name and offers' search_text, each with the
 * providers it occurs in, and per trigram the tokens holding it; a word's candidates are
 * the providers of the tokens that contain it (words under 3 characters scan the tokens),
 * plus the providers of a service whose name it matches. Every candidate is then checked as
 * the SQL checks it.
 *
 * Freshness: the index is tagged with the catalogue version read before its snapshot and
 * (PostgreSQL) the count of catalog_version notifications before that. A search uses it
 * only while the version is current (known without a read, as for the cached answers, or
 * read) and no notification has come since: a writer that had bumped the version before
 * the build but committed after its snapshot is announced by that notification (so is any
 * other commit, this process's own too: one that lands just after a build began retires it
 * and costs one more build). Otherwise
 * the SQL path answers and a rebuild starts in the background (one at a time, and no
 * sooner after the last one than it took, so at most half the time is spent rebuilding).
 * Mode 'wait' (tests) rebuilds before answering instead; 'check' also runs the SQL path
 * and throws when the answers differ.
 */
import type { Db } from '../../db/client';
import { createVersionSource } from './catalog-cache';
import type { CatalogRepository } from './catalog.repository';
import type { SearchIndexRows, SearchPage } from './provider-search.repository';
import { type Alike, alikesOf, COUNT_CAP, exactIdsOf, FUZZY_CUTOFF, searchWords } from './search-words';

export type SearchIndexMode = 'on' | 'wait' | 'check';

type Repo = Pick<CatalogRepository, 'searchProviders' | 'similarWords' | 'searchCards' | 'searchIndexRows'>;

/** One build of the index; providers are numbered by position (ascending id). */
interface Built {
  version: string;
  /** catalog_version notifications counted before the version was read (null on PGlite). */
  notes: number | null;
  ids: Int32Array;
  names: string[];
  docs: string[];
  serviceIds: number[][];
  /** Per provider, their offers with a description (service id, search_text). */
  offers: ({ s: number; t: string }[] | undefined)[];
  tokens: string[];
  /** Per token, the positions of the providers it occurs in, ascending. */
  postings: Int32Array[];
  /** Per trigram, the tokens holding it. */
  grams: Map<string, Int32Array>;
  /** Per service, the positions of the providers offering it, ascending. */
  byService: Map<number, Int32Array>;
  services: SearchIndexRows['services'];
}

const GRAM = 3;

function gramsOf(token: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + GRAM <= token.length; i++) out.add(token.slice(i, i + GRAM));
  return out;
}

/** Appends `v` to the list of `key` (once: the values come in ascending order). */
function appendTo<K>(lists: Map<K, number[]>, key: K, v: number) {
  const list = lists.get(key) ?? [];
  if (!list.length) lists.set(key, list);
  if (list[list.length - 1] !== v) list.push(v);
}

/** Lists of numbers appended in order → typed arrays. */
function frozen<K>(lists: Map<K, number[]>): Map<K, Int32Array> {
  return new Map([...lists].map(([k, v]) => [k, Int32Array.from(v)]));
}

export function buildIndex(rows: SearchIndexRows, version: string, notes: number | null): Built {
  const n = rows.providers.length;
  const ids = new Int32Array(n);
  const names: string[] = new Array(n);
  const docs: string[] = new Array(n);
  const serviceIds: number[][] = new Array(n);
  const offers: Built['offers'] = new Array(n);
  const at = new Map<number, number>();
  rows.providers.forEach((p, i) => {
    ids[i] = Number(p.id);
    names[i] = p.n;
    docs[i] = p.d;
    serviceIds[i] = (p.s ?? []).map(Number);
    at.set(Number(p.id), i);
  });
  for (const o of rows.offers) {
    const i = at.get(Number(o.p));
    if (i === undefined) continue;
    const own = offers[i] ?? [];
    offers[i] = own;
    own.push({ s: Number(o.s), t: o.t });
  }
  const tokenAt = new Map<string, number>();
  const tokens: string[] = [];
  const lists: number[][] = [];
  const byService = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const texts = [names[i] ?? '', docs[i] ?? '', ...(offers[i] ?? []).map((o) => o.t)];
    for (const text of texts) {
      for (const token of text.split(' ')) {
        if (!token) continue;
        let t = tokenAt.get(token);
        if (t === undefined) {
          t = tokens.length;
          tokenAt.set(token, t);
          tokens.push(token);
          lists.push([]);
        }
        const list = lists[t] as number[];
        if (list[list.length - 1] !== i) list.push(i);
      }
    }
    for (const s of serviceIds[i] ?? []) appendTo(byService, s, i);
  }
  const grams = new Map<string, number[]>();
  tokens.forEach((token, t) => {
    for (const g of gramsOf(token)) appendTo(grams, g, t);
  });
  return {
    version,
    notes,
    ids,
    names,
    docs,
    serviceIds,
    offers,
    tokens,
    postings: lists.map((l) => Int32Array.from(l)),
    grams: frozen(grams),
    byService: frozen(byService),
    services: rows.services,
  };
}

/** The tokens containing `w`: through the rarest of its trigrams, or a scan of all tokens for a shorter word. */
function tokensContaining(b: Built, w: string): number[] {
  if (w.length < GRAM) {
    const out: number[] = [];
    for (let t = 0; t < b.tokens.length; t++) if ((b.tokens[t] as string).includes(w)) out.push(t);
    return out;
  }
  let rarest: Int32Array | undefined;
  for (const g of gramsOf(w)) {
    const list = b.grams.get(g);
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  const out: number[] = [];
  for (const t of rarest ?? []) if ((b.tokens[t] as string).includes(w)) out.push(t);
  return out;
}

/**
 * Providers that may match a word with alternatives `a` (a superset: every provider whose
 * name, document or offer contains one of a.ws, or who offers one of a.ids), as lists.
 */
function candidateLists(b: Built, a: Alike): Int32Array[] {
  const lists: Int32Array[] = [];
  for (const w of a.ws) for (const t of tokensContaining(b, w)) lists.push(b.postings[t] as Int32Array);
  for (const id of a.ids) {
    const list = b.byService.get(id);
    if (list) lists.push(list);
  }
  return lists;
}

/** Marks of providers (a generation number per pass, so the array is never cleared); one per build. */
const marksOf = new WeakMap<Built, { marks: Uint32Array; pass: number }>();

/**
 * Providers in the candidate lists of every word, ascending: each word's lists are marked
 * and the next word keeps only what the previous ones marked (typed arrays, no string
 * checks; the checks then run on these few). Every match of all the words is among them.
 */
function candidatesOf(b: Built, alikes: Alike[]): Int32Array {
  let m = marksOf.get(b);
  if (!m) {
    m = { marks: new Uint32Array(b.ids.length), pass: 0 };
    marksOf.set(b, m);
  }
  const { marks } = m;
  if (m.pass > 0x7fff0000) {
    marks.fill(0);
    m.pass = 0;
  }
  const perWord = alikes.map((a) => candidateLists(b, a)).sort((x, y) => size(x) - size(y));
  let kept: number[] | null = null;
  for (const lists of perWord) {
    const pass = ++m.pass;
    const previous = pass - 1;
    const next: number[] = [];
    for (const list of lists) {
      for (const i of list) {
        // First word: every provider once; then only those every earlier word marked.
        if (marks[i] === pass || (kept !== null && marks[i] !== previous)) continue;
        marks[i] = pass;
        next.push(i);
      }
    }
    kept = next;
    if (!kept.length) break;
  }
  if (!kept) return new Int32Array(0);
  // Ascending: a large set by a walk over the marks of the last pass, a small one by a numeric sort.
  if (kept.length * 8 < marks.length) return Int32Array.from(kept).sort();
  const out = new Int32Array(kept.length);
  let k = 0;
  for (let i = 0; i < marks.length; i++) if (marks[i] === m.pass) out[k++] = i;
  return out;
}

const size = (lists: Int32Array[]) => lists.reduce((s, l) => s + l.length, 0);

const hasAny = (text: string, ws: string[]): boolean => ws.some((w) => text.includes(w));

/** How many of `candidates` pass `test`, counting no further than `upTo`. */
function countUpTo(candidates: Int32Array, test: (i: number) => boolean, upTo: number): number {
  let n = 0;
  for (const i of candidates) if (test(i) && ++n >= upTo) break;
  return n;
}

/**
 * Search `words` in build `b`: the page's provider ids and the SearchPage's counts, as
 * searchWith in the repository computes them (its conditions, tiers and counts; the matches
 * are counted up to COUNT_CAP + 1, past it the page is read tier by tier in id order).
 */
async function searchIn(
  b: Built,
  repo: Repo,
  words: string[],
  serviceId: number | null,
  limit: number,
  offset: number,
): Promise<{ ids: number[]; total: number; totalExact: boolean; hasMore: boolean }> {
  const inBase = (list: Int32Array) => (serviceId === null ? list : list.filter((i) => (b.serviceIds[i] as number[]).includes(serviceId)));
  // wordMatch of the SQL: the document or a service; within one service, that service or the name or its offer.
  const wordMatch = (i: number, a: Alike): boolean => {
    const sids = b.serviceIds[i] as number[];
    if (serviceId === null) return hasAny(b.docs[i] as string, a.ws) || a.ids.some((id) => sids.includes(id));
    if (a.ids.includes(serviceId)) return true;
    return (
      hasAny(b.docs[i] as string, a.ws) &&
      (hasAny(b.names[i] as string, a.ws) || (b.offers[i] ?? []).some((o) => o.s === serviceId && hasAny(o.t, a.ws)))
    );
  };
  const exactIds = exactIdsOf(words, b.services);
  const exactAlikes: Alike[] = words.map((w, i) => ({ ws: [w], ids: exactIds[i] ?? [] }));
  const exact = (i: number) => exactAlikes.every((a) => wordMatch(i, a));
  const inName = (i: number) => words.every((w) => (b.names[i] as string).includes(w));
  const starts = (i: number) => {
    const spaced = ` ${b.names[i]}`;
    return words.every((w) => spaced.includes(` ${w}`));
  };
  // Candidates: a superset of every row of every tier (each word of a name is in one of its tokens).
  const exactCandidates = inBase(candidatesOf(b, exactAlikes));
  let n = countUpTo(exactCandidates, exact, COUNT_CAP + 1);
  let fuzzy: { candidates: Int32Array; match: (i: number) => boolean; name: (i: number) => boolean } | null = null;
  if (n < FUZZY_CUTOFF) {
    const alikes = alikesOf(words, exactIds, await repo.similarWords(words, b.services));
    fuzzy = {
      candidates: inBase(candidatesOf(b, alikes)),
      match: (i) => alikes.every((a) => wordMatch(i, a)),
      name: (i) => alikes.every((a) => hasAny(b.names[i] as string, a.ws)),
    };
    n = countUpTo(fuzzy.candidates, fuzzy.match, COUNT_CAP + 1);
  }
  const idOf = (i: number) => b.ids[i] as number;

  if (n <= COUNT_CAP) {
    const f = fuzzy;
    const ranked = Array.from(f ? f.candidates.filter(f.match) : exactCandidates.filter(exact), (i) => {
      const named = inName(i);
      return { id: idOf(i), tier: named && starts(i) ? 0 : named ? 1 : exact(i) ? 2 : f?.name(i) ? 3 : 4 };
    }).sort((x, y) => x.tier - y.tier || x.id - y.id);
    const page = ranked.slice(offset, offset + limit).map((r) => r.id);
    return { ids: page, total: n, totalExact: true, hasMore: offset + page.length < n };
  }
  // Past the cap: the tiers one after the other, each in id order, up to one row past the page.
  const tiers: [Int32Array, (i: number) => boolean][] = [
    [exactCandidates, (i) => inName(i) && starts(i)],
    [exactCandidates, (i) => inName(i) && !starts(i)],
    [exactCandidates, (i) => exact(i) && !inName(i)],
  ];
  if (fuzzy) {
    const f = fuzzy;
    tiers.push([f.candidates, (i) => f.name(i) && !exact(i)], [f.candidates, (i) => f.match(i) && !exact(i) && !f.name(i)]);
  }
  const got: number[] = [];
  let skip = offset;
  for (const [candidates, tier] of tiers) {
    for (const i of candidates) {
      if (got.length > limit) break;
      if (!tier(i)) continue;
      if (skip > 0) skip--;
      else got.push(idOf(i));
    }
  }
  const hasMore = got.length > limit;
  const page = got.slice(0, limit);
  // Not exact: a floor (the cap, or every row up to this page and one more when hasMore).
  const floor = page.length ? offset + page.length + (hasMore ? 1 : 0) : 0;
  return { ids: page, total: Math.max(COUNT_CAP, floor), totalExact: false, hasMore };
}

export interface ProviderSearchIndex {
  /** searchProviders of the repository, answered from memory when the index is current. */
  searchProviders: CatalogRepository['searchProviders'];
  /** The answer from memory, or null when the index is not current (no fallback, no rebuild). */
  fromMemory(term: string, serviceId: number | null, limit: number, offset: number): Promise<SearchPage | null>;
  /** Builds the index if it is not current and resolves true once it is (false if it could not be made so). */
  ready(): Promise<boolean>;
  /** Starts a build in the background when none is current (at start-up). */
  warm(): void;
  /** Searches answered from memory and by SQL, and builds, since the start. */
  stats: { memory: number; sql: number; builds: number; lastBuildMs: number };
  close(): Promise<void>;
}

export function createProviderSearchIndex(db: Db, repo: Repo, opts: { mode: SearchIndexMode }): ProviderSearchIndex {
  const versions = createVersionSource(db);
  const stats = { memory: 0, sql: 0, builds: 0, lastBuildMs: 0 };
  let current: Built | null = null;
  let building: Promise<void> | null = null;
  let nextBuildAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function rebuild(): Promise<void> {
    building ??= (async () => {
      const started = performance.now();
      // In this order: the notifications, the version, then the snapshot (see the top of the file).
      const notes = versions.notes();
      // PostgreSQL without the listener: a build could not be known current.
      if (versions.watched && notes === null) return;
      const version = await versions.currentVersion();
      const rows = await repo.searchIndexRows();
      // Drop the old build first: two at once would double the memory.
      current = null;
      current = buildIndex(rows, version, notes);
      stats.builds++;
      stats.lastBuildMs = performance.now() - started;
      nextBuildAt = Date.now() + stats.lastBuildMs;
    })()
      // A failed build (a closed or lost database) leaves the SQL path answering.
      .catch(() => undefined)
      .finally(() => {
        building = null;
      });
    return building;
  }

  function schedule() {
    if (building || timer || closed) return;
    const wait = nextBuildAt - Date.now();
    if (wait <= 0) {
      void rebuild();
      return;
    }
    timer = setTimeout(() => {
      timer = null;
      if (!closed) void rebuild();
    }, wait);
    timer.unref();
  }

  /** The build when it is current. */
  async function usable(): Promise<Built | null> {
    const b = current;
    if (!b) return null;
    if (versions.watched && (b.notes === null || versions.notes() !== b.notes)) return null;
    const version = await versions.currentVersion();
    return version === b.version ? b : null;
  }

  async function answer(b: Built, words: string[], serviceId: number | null, limit: number, offset: number): Promise<SearchPage> {
    const { ids, ...counts } = await searchIn(b, repo, words, serviceId, limit, offset);
    return { rows: await repo.searchCards(ids, serviceId), ...counts };
  }

  async function fromMemory(term: string, serviceId: number | null, limit: number, offset: number): Promise<SearchPage | null> {
    const words = searchWords(term);
    const b = words.length ? await usable() : null;
    return b ? answer(b, words, serviceId, limit, offset) : null;
  }

  async function searchProviders(term: string, serviceId: number | null, limit: number, offset: number): Promise<SearchPage> {
    const words = searchWords(term);
    // Under 3 characters the search is a name prefix by rating: the SQL's.
    if (!words.length || closed) return repo.searchProviders(term, serviceId, limit, offset);
    let b = await usable();
    // A notification of a write committed just before the build can arrive after it began
    // (this process's own writes too): then build again once it has come.
    for (let attempt = 0; !b && opts.mode !== 'on' && attempt < 5; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, 5 * attempt));
      await rebuild();
      b = await usable();
    }
    if (!b) {
      schedule();
      stats.sql++;
      return repo.searchProviders(term, serviceId, limit, offset);
    }
    stats.memory++;
    const page = await answer(b, words, serviceId, limit, offset);
    if (opts.mode === 'check') {
      const bySql = await repo.searchProviders(term, serviceId, limit, offset);
      if (JSON.stringify(bySql) !== JSON.stringify(page) && (await usable()) === b) {
        throw new Error(
          `search index: ${JSON.stringify([term, serviceId, limit, offset])} in memory ${JSON.stringify(page)}, by SQL ${JSON.stringify(bySql)}`,
        );
      }
    }
    return page;
  }

  return {
    searchProviders,
    fromMemory,
    async ready() {
      for (let attempt = 0; attempt < 100 && !closed; attempt++) {
        if (await usable()) return true;
        await rebuild();
        if (await usable()) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    },
    warm: schedule,
    stats,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await building;
    },
  };
}
