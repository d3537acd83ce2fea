/**
 * The provider search's candidates, ranking and cards in the server process
 * (docs/perf/provider-search.md): PostgreSQL spent 3–9 ms of CPU per cold search on trigram
 * rechecks; here a search costs a few hundred µs of node and, most of the time, no statement:
 * the page's cards are kept beside the candidates, and typo tolerance's similar words (one
 * small statement, only under FUZZY_CUTOFF exact matches) are kept per word until the
 * vocabulary grows. The answer is the SQL path's exactly (provider-search.repository.ts
 * searchProviders, which stays the fallback): the same conditions on the same stored
 * (normalized) strings, the same tiers, order, total, totalExact and hasMore, the same cards.
 *
 * Substring lookup: a search word has no space, so each of its occurrences in a document
 * lies inside one space-separated token. The index keeps the distinct tokens of every
 * visible provider's search_doc, search_name and offers' search_text, each with the
 * providers it occurs in, and per trigram the tokens holding it; a word's candidates are
 * the providers of the tokens that contain it (words under 3 characters scan the tokens),
 * plus the providers of a service whose name it matches. Every candidate is then checked as
 * the SQL checks it, on the provider's current strings: the lists only need to hold every
 * provider that may match (a superset), so a patch adds to them and never has to remove.
 *
 * Freshness: every catalogue write notifies the channel catalog_version at commit with what it
 * changed (migration 0033: 'p:<ids>' providers or their offers, 's' services, 'c' categories,
 * 'w' new vocabulary words), in every process (PostgreSQL) or before the committing query
 * returns (PGlite). The index counts the notifications it received and is used only while it
 * has applied every one of them: a patch reads the named providers again (one repeatable-read
 * read by primary key, with their offers and the services' names) and puts them in place —
 * new tokens, new list entries, cards — so a write costs a few ms in each process, not a
 * rebuild. On PostgreSQL the catalogue version must also be the one the index was patched
 * under (known without a read, as for the cached answers): a write of this process whose
 * notification has not come yet (its COMMIT has returned) is not missed. A write committed
 * after a patch's read is announced by its own notification, and patched in turn.
 *
 * A full build happens at start-up, when notifications may have been missed (the listening
 * connection came back), for a write of more than 400 providers ('p:*'), or when the version
 * stays ahead of the index without a notification for 2 s. Meanwhile (mode 'on') a search
 * waits for a pending patch (a few ms) and the SQL path answers only while a build is needed;
 * builds run in the background, one at a time, no sooner after the last one than it took.
 * Mode 'wait' (tests) builds or patches before answering instead; 'check' also runs the SQL
 * path and throws when the answers differ.
 */
import { type Db, notificationFeed } from '../../db/client';
import { createVersionSource } from './catalog-cache';
import type { CatalogRepository } from './catalog.repository';
import type { ProviderListRow } from './provider-rows.query';
import type { SearchIndexRows, SearchPage } from './provider-search.repository';
import { type Alike, alikesOf, COUNT_CAP, exactIdsOf, FUZZY_CUTOFF, type Similar, searchWords } from './search-words';

export type SearchIndexMode = 'on' | 'wait' | 'check';

type Repo = Pick<CatalogRepository, 'searchProviders' | 'similarWords' | 'searchIndexRows'>;

/**
 * The index; providers are numbered by position (ascending id at a build; a provider first
 * seen by a patch is appended, and `ordered` says whether positions are still in id order).
 */
interface Built {
  version: string;
  /** Notifications received (this index's count) whose changes it holds. */
  notes: number;
  /** Patches applied: a search that waited for a statement starts again when it moved. */
  rev: number;
  ids: number[];
  at: Map<number, number>;
  /** 1 while the provider is visible (a patch hides one by clearing it). */
  alive: Uint8Array;
  ordered: boolean;
  names: string[];
  docs: string[];
  serviceIds: number[][];
  /** Per provider, their offers with a description (service id, search_text). */
  offers: ({ s: number; t: string }[] | undefined)[];
  /** Per provider, the card of a search over all providers (price: their lowest), as the SQL reads it. */
  cards: (ProviderListRow | null)[];
  /** Per provider, every offer's price by service. */
  prices: Map<number, number>[];
  tokens: string[];
  tokenAt: Map<string, number>;
  /** Per token, the positions of the providers it occurs in (a superset; ascending after a build). */
  postings: Int32Array[];
  /** Per trigram, the tokens holding it. */
  grams: Map<string, Int32Array>;
  /** Per service, the positions of the providers offering it (a superset). */
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

/** `list` with `v` (a copy with it appended when it is not there). */
function including(list: Int32Array | undefined, v: number): Int32Array {
  if (!list) return Int32Array.of(v);
  if (list.includes(v)) return list;
  const out = new Int32Array(list.length + 1);
  out.set(list);
  out[list.length] = v;
  return out;
}

type ProviderRow = SearchIndexRows['providers'][number];
type OfferRow = SearchIndexRows['offers'][number];

/** Puts provider `p` (visible) with its offers at position `i`. */
function fill(b: Built, i: number, p: ProviderRow, own: OfferRow[]) {
  const prices = new Map<number, number>();
  let min: number | null = null;
  const described: { s: number; t: string }[] = [];
  for (const o of own) {
    const price = Number(o.pr);
    prices.set(Number(o.s), price);
    if (min === null || price < min) min = price;
    if (o.t) described.push({ s: Number(o.s), t: o.t });
  }
  b.alive[i] = 1;
  b.names[i] = p.n;
  b.docs[i] = p.d;
  b.serviceIds[i] = (p.s ?? []).map(Number);
  b.offers[i] = described.length ? described : undefined;
  b.prices[i] = prices;
  // The keys and types of catalog.repository.ts toPage: the 'check' mode compares them as JSON.
  b.cards[i] = { id: Number(p.id), name: p.name, image: p.image, rateAvg: Number(p.ra), rateCount: Number(p.rc), price: min };
}

/** Calls `f` with every token of the texts that find provider `i` (their name, document and offers), and its number (new ones added). */
function eachToken(b: Built, i: number, f: (t: number, added: boolean) => void) {
  for (const text of [b.names[i] ?? '', b.docs[i] ?? '', ...(b.offers[i] ?? []).map((o) => o.t)]) {
    for (const token of text.split(' ')) {
      if (!token) continue;
      const t = b.tokenAt.get(token);
      if (t !== undefined) {
        f(t, false);
        continue;
      }
      b.tokenAt.set(token, b.tokens.length);
      b.tokens.push(token);
      f(b.tokens.length - 1, true);
    }
  }
}

function emptyBuilt(version: string, notes: number, services: Built['services'], n: number): Built {
  return {
    version,
    notes,
    rev: 0,
    ids: new Array(n),
    at: new Map(),
    alive: new Uint8Array(Math.max(16, n)),
    ordered: true,
    names: new Array(n),
    docs: new Array(n),
    serviceIds: new Array(n),
    offers: new Array(n),
    cards: new Array(n),
    prices: new Array(n),
    tokens: [],
    tokenAt: new Map(),
    postings: [],
    grams: new Map(),
    byService: new Map(),
    services,
  };
}

/** Offers by provider id. */
function offersByProvider(rows: SearchIndexRows): Map<number, OfferRow[]> {
  const out = new Map<number, OfferRow[]>();
  for (const o of rows.offers) {
    const p = Number(o.p);
    const own = out.get(p);
    if (own) own.push(o);
    else out.set(p, [o]);
  }
  return out;
}

export function buildIndex(rows: SearchIndexRows, version: string, notes: number): Built {
  const n = rows.providers.length;
  const b = emptyBuilt(version, notes, rows.services, n);
  const byProvider = offersByProvider(rows);
  rows.providers.forEach((p, i) => {
    const id = Number(p.id);
    b.ids[i] = id;
    b.at.set(id, i);
    fill(b, i, p, byProvider.get(id) ?? []);
  });
  const lists: number[][] = [];
  const byService = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    eachToken(b, i, (t, added) => {
      if (added) lists.push([]);
      const list = lists[t] as number[];
      if (list[list.length - 1] !== i) list.push(i);
    });
    for (const s of b.serviceIds[i] ?? []) appendTo(byService, s, i);
  }
  const grams = new Map<string, number[]>();
  b.tokens.forEach((token, t) => {
    for (const g of gramsOf(token)) appendTo(grams, g, t);
  });
  b.postings = lists.map((l) => Int32Array.from(l));
  b.grams = frozen(grams);
  b.byService = frozen(byService);
  return b;
}

/**
 * Puts the rows of a patch in place: every provider of `rows` (visible) is filled again and
 * added to the lists of its tokens and services; every other id of `ids` is hidden.
 */
export function applyPatch(b: Built, rows: SearchIndexRows, ids: Iterable<number>) {
  const byProvider = offersByProvider(rows);
  const seen = new Set<number>();
  for (const p of rows.providers) {
    const id = Number(p.id);
    seen.add(id);
    let i = b.at.get(id);
    if (i === undefined) {
      i = b.ids.length;
      if (i > 0 && id < (b.ids[i - 1] as number)) b.ordered = false;
      b.ids.push(id);
      b.at.set(id, i);
      if (i >= b.alive.length) {
        const alive = new Uint8Array(b.alive.length * 2);
        alive.set(b.alive);
        b.alive = alive;
      }
    }
    fill(b, i, p, byProvider.get(id) ?? []);
    const at = i;
    eachToken(b, at, (t, added) => {
      if (added) for (const g of gramsOf(b.tokens[t] as string)) b.grams.set(g, including(b.grams.get(g), t));
      b.postings[t] = including(b.postings[t], at);
    });
    for (const s of b.serviceIds[i] ?? []) b.byService.set(s, including(b.byService.get(s), i));
  }
  for (const id of ids) {
    const i = b.at.get(id);
    if (i === undefined || seen.has(id)) continue;
    b.alive[i] = 0;
    b.names[i] = '';
    b.docs[i] = '';
    b.serviceIds[i] = [];
    b.offers[i] = undefined;
    b.cards[i] = null;
    b.prices[i] = new Map();
  }
  b.services = rows.services;
  b.rev++;
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

/**
 * Per list of providers (postings and service lists are never changed in place: a patch puts a
 * copy), the same providers as a bitset, made the first time a search needs it: ORing a long
 * list costs one operation per 32 providers instead of one per entry. Only lists at least as
 * long as the bitset is in words get one, so bitsets take no more memory than their lists.
 */
const bitsOfList = new WeakMap<Int32Array, Uint32Array>();

/** The bitset of a long list (kept). */
function bitsOf(list: Int32Array): Uint32Array {
  let bits = bitsOfList.get(list);
  if (!bits) {
    let max = 0;
    for (let j = 0; j < list.length; j++) if ((list[j] as number) > max) max = list[j] as number;
    bits = new Uint32Array((max >>> 5) + 1);
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      bits[i >>> 5] |= 1 << (i & 31);
    }
    bitsOfList.set(list, bits);
  }
  return bits;
}

/** Sets the bits of `list`'s providers in `into` (nWords long enough for every position). */
function orInto(into: Uint32Array, list: Int32Array, nWords: number) {
  if (list.length < nWords) {
    for (let j = 0; j < list.length; j++) {
      const i = list[j] as number;
      into[i >>> 5] |= 1 << (i & 31);
    }
    return;
  }
  const bits = bitsOf(list);
  for (let k = 0; k < bits.length; k++) into[k] |= bits[k] as number;
}

/** A word's union of `lists` as a bitset: a single long list's own, else built in `scratch` (zeroed first). */
function unionOf(lists: Int32Array[], nWords: number, scratch: Uint32Array): Uint32Array {
  if (lists.length === 1 && (lists[0] as Int32Array).length >= nWords) return bitsOf(lists[0] as Int32Array);
  scratch.fill(0, 0, nWords);
  for (const list of lists) orInto(scratch, list, nWords);
  return scratch;
}

/** Per build, a search's scratch bitset (one word's union), grown with it. */
const scratchOf = new WeakMap<Built, Uint32Array>();

/**
 * Candidates in id order, read out of their bitset only as far as a reader goes (counting stops
 * at COUNT_CAP + 1, a page at its last row): visible ones that `keep` accepts (null: all). Once a
 * patch has appended a provider out of id order, they are read out and sorted by id first.
 */
interface Candidates {
  b: Built;
  bits: Uint32Array;
  keep: ((i: number) => boolean) | null;
  byId: Int32Array | null;
}

/** Calls `f` with each candidate of `c` in id order until it returns true. */
function walk(c: Candidates, f: (i: number) => boolean): void {
  if (c.byId) {
    for (let j = 0; j < c.byId.length; j++) if (f(c.byId[j] as number)) return;
    return;
  }
  const { bits, keep } = c;
  const { alive } = c.b;
  for (let k = 0; k < bits.length; k++) {
    let x = bits[k] as number;
    while (x) {
      const low = x & -x;
      const i = (k << 5) + 31 - Math.clz32(low);
      x ^= low;
      if (alive[i] && (!keep || keep(i)) && f(i)) return;
    }
  }
}

/**
 * The providers that may match every word (a superset of every match of all the words): per
 * word the union of its lists as a bitset, intersected word by word, rarest first (no string
 * checks; the checks then run on these few, as far as the reader walks).
 */
function candidatesOf(b: Built, alikes: Alike[], keep: Candidates['keep']): Candidates {
  const perWord = alikes.map((a) => candidateLists(b, a)).sort((x, y) => size(x) - size(y));
  const n = Math.max(b.ids.length, b.alive.length);
  const nWords = (n >>> 5) + 1;
  let scratch = scratchOf.get(b);
  if (!scratch || scratch.length < nWords) {
    scratch = new Uint32Array(nWords);
    scratchOf.set(b, scratch);
  }
  const all = new Uint32Array(perWord.length && size(perWord[0] as Int32Array[]) ? nWords : 0);
  if (all.length) all.set(unionOf(perWord[0] as Int32Array[], nWords, scratch));
  for (let w = 1; w < perWord.length && all.length; w++) {
    const word = unionOf(perWord[w] as Int32Array[], nWords, scratch);
    const common = Math.min(word.length, nWords);
    for (let k = 0; k < common; k++) all[k] = (all[k] as number) & (word[k] as number);
    all.fill(0, common);
  }
  const c: Candidates = { b, bits: all, keep, byId: null };
  if (!b.ordered) {
    // Providers a patch appended out of id order: by id.
    const found: number[] = [];
    walk(c, (i) => {
      found.push(i);
      return false;
    });
    c.byId = Int32Array.from(found).sort((x, y) => (b.ids[x] as number) - (b.ids[y] as number));
  }
  return c;
}

const size = (lists: Int32Array[]) => lists.reduce((s, l) => s + l.length, 0);

function hasAny(text: string, ws: string[]): boolean {
  for (let j = 0; j < ws.length; j++) if (text.includes(ws[j] as string)) return true;
  return false;
}

/** How many of `candidates` pass `test`, counting no further than `upTo`. */
function countUpTo(candidates: Candidates, test: (i: number) => boolean, upTo: number): number {
  let n = 0;
  walk(candidates, (i) => test(i) && ++n >= upTo);
  return n;
}

/** A page of positions and the SearchPage's counts. */
type Found = { at: number[]; total: number; totalExact: boolean; hasMore: boolean };

/**
 * Search `words` in build `b`: the page's positions and the SearchPage's counts, as
 * searchWith in the repository computes them (its conditions, tiers and counts; the matches
 * are counted up to COUNT_CAP + 1, past it the page is read tier by tier in id order).
 * `similar` gives typo tolerance's similar words; null when a patch came while waiting for them.
 */
async function searchIn(
  b: Built,
  similar: (words: string[], services: Built['services']) => Promise<Similar[]>,
  words: string[],
  serviceId: number | null,
  limit: number,
  offset: number,
): Promise<Found | null> {
  const rev = b.rev;
  const inBase = serviceId === null ? null : (i: number) => (b.serviceIds[i] as number[]).includes(serviceId);
  // wordMatch of the SQL: the document or a service; within one service, that service or the name or its offer.
  const wordMatch = (i: number, a: Alike): boolean => {
    const sids = b.serviceIds[i] as number[];
    if (serviceId === null) {
      if (hasAny(b.docs[i] as string, a.ws)) return true;
      for (let j = 0; j < a.ids.length; j++) if (sids.includes(a.ids[j] as number)) return true;
      return false;
    }
    if (a.ids.includes(serviceId)) return true;
    return (
      hasAny(b.docs[i] as string, a.ws) &&
      (hasAny(b.names[i] as string, a.ws) || (b.offers[i] ?? []).some((o) => o.s === serviceId && hasAny(o.t, a.ws)))
    );
  };
  const exactIds = exactIdsOf(words, b.services);
  const exactAlikes: Alike[] = words.map((w, i) => ({ ws: [w], ids: exactIds[i] ?? [] }));
  const exact = (i: number) => {
    for (let j = 0; j < exactAlikes.length; j++) if (!wordMatch(i, exactAlikes[j] as Alike)) return false;
    return true;
  };
  const inName = (i: number) => {
    const name = b.names[i] as string;
    for (let j = 0; j < words.length; j++) if (!name.includes(words[j] as string)) return false;
    return true;
  };
  const spacedWords = words.map((w) => ` ${w}`);
  const starts = (i: number) => {
    const spaced = ` ${b.names[i]}`;
    for (let j = 0; j < spacedWords.length; j++) if (!spaced.includes(spacedWords[j] as string)) return false;
    return true;
  };
  // Candidates: a superset of every row of every tier (each word of a name is in one of its tokens).
  const exactCandidates = candidatesOf(b, exactAlikes, inBase);
  let n = countUpTo(exactCandidates, exact, COUNT_CAP + 1);
  let fuzzy: { candidates: Candidates; match: (i: number) => boolean; name: (i: number) => boolean } | null = null;
  if (n < FUZZY_CUTOFF) {
    const alike = await similar(words, b.services);
    // The lists and strings may have changed meanwhile: the caller starts again.
    if (b.rev !== rev) return null;
    const alikes = alikesOf(words, exactIds, alike);
    fuzzy = {
      candidates: candidatesOf(b, alikes, inBase),
      match: (i) => {
        for (let j = 0; j < alikes.length; j++) if (!wordMatch(i, alikes[j] as Alike)) return false;
        return true;
      },
      name: (i) => {
        for (let j = 0; j < alikes.length; j++) if (!hasAny(b.names[i] as string, (alikes[j] as Alike).ws)) return false;
        return true;
      },
    };
    n = countUpTo(fuzzy.candidates, fuzzy.match, COUNT_CAP + 1);
  }
  const idOf = (i: number) => b.ids[i] as number;

  if (n <= COUNT_CAP) {
    const f = fuzzy;
    const matched: number[] = [];
    const test = f ? f.match : exact;
    walk(f ? f.candidates : exactCandidates, (i) => {
      if (test(i)) matched.push(i);
      return false;
    });
    // Sort keys: tier × 2^31 + id (ids are int4), one float per match instead of an object.
    const keys = new Float64Array(matched.length);
    for (let k = 0; k < matched.length; k++) {
      const i = matched[k] as number;
      const named = inName(i);
      const tier = named && starts(i) ? 0 : named ? 1 : exact(i) ? 2 : f?.name(i) ? 3 : 4;
      keys[k] = tier * 2 ** 31 + idOf(i);
    }
    keys.sort();
    const page: number[] = [];
    for (let k = offset; k < Math.min(keys.length, offset + limit); k++) {
      const id = (keys[k] as number) % 2 ** 31;
      page.push(b.at.get(id) as number);
    }
    return { at: page, total: n, totalExact: true, hasMore: offset + page.length < n };
  }
  // Past the cap: the tiers one after the other, each in id order, up to one row past the page.
  const tiers: [Candidates, (i: number) => boolean][] = [
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
    if (got.length > limit) break;
    walk(candidates, (i) => {
      if (!tier(i)) return false;
      if (skip > 0) skip--;
      else got.push(i);
      return got.length > limit;
    });
  }
  const hasMore = got.length > limit;
  const page = got.slice(0, limit);
  // Not exact: a floor (the cap, or every row up to this page and one more when hasMore).
  const floor = page.length ? offset + page.length + (hasMore ? 1 : 0) : 0;
  return { at: page, total: Math.max(COUNT_CAP, floor), totalExact: false, hasMore };
}

/** The card of the provider at `i` as the search's SQL reads it: the price of that service, or their lowest. */
function cardAt(b: Built, i: number, serviceId: number | null): ProviderListRow {
  const card = b.cards[i] as ProviderListRow;
  if (serviceId === null) return card;
  return { ...card, price: b.prices[i]?.get(serviceId) ?? null };
}

export interface SearchIndexStats {
  /** Searches answered from memory, and by the SQL path. */
  memory: number;
  sql: number;
  /** Full builds, the last one's time. */
  builds: number;
  lastBuildMs: number;
  /** Patches applied, and the providers they read again. */
  patches: number;
  patchedProviders: number;
  /** Statements for typo tolerance's similar words (the other searches found them kept). */
  similarReads: number;
}

export interface ProviderSearchIndex {
  /** searchProviders of the repository, answered from memory when the index is current. */
  searchProviders: CatalogRepository['searchProviders'];
  /** The answer from memory, or null when the index is not current (no fallback, no build or patch). */
  fromMemory(term: string, serviceId: number | null, limit: number, offset: number): Promise<SearchPage | null>;
  /** Builds or patches the index if it is not current and resolves true once it is (false if it could not be made so). */
  ready(): Promise<boolean>;
  /** Starts a build in the background when none is current (at start-up). */
  warm(): void;
  stats: SearchIndexStats;
  close(): Promise<void>;
}

/** A version ahead of the index this long without a notification to explain it: build again. */
const UNEXPLAINED_MS = 2000;
/** A similar vocabulary word ('w') or service id ('s') of one search word. */
type SimilarTo = { k: 'w' | 's'; v: string };

/** How long a search waits for the notification of a write that moved the version (mode 'on'), then the SQL answers. */
const AHEAD_WAIT_MS = 30;
/** Similar words kept (one entry per search word). */
const SIMILAR_KEPT = 20_000;
const PROVIDER_PAYLOAD = 'p:';

export function createProviderSearchIndex(db: Db, repo: Repo, opts: { mode: SearchIndexMode }): ProviderSearchIndex {
  const versions = createVersionSource(db);
  const stats: SearchIndexStats = { memory: 0, sql: 0, builds: 0, lastBuildMs: 0, patches: 0, patchedProviders: 0, similarReads: 0 };
  let current: Built | null = null;
  let updating: Promise<void> | null = null;
  let nextBuildAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  /** Notifications received, and those not yet applied (seq = their number). */
  let received = 0;
  let pending: { seq: number; payload: string | null }[] = [];
  /** A build is due whatever the notifications say (the version ran ahead without one). */
  let forceBuild = false;
  let aheadSince = 0;
  /** Similar words per search word; `similarGen` moves whenever the vocabulary or the services change. */
  const similarKept = new Map<string, SimilarTo[]>();
  let similarGen = 0;

  /** Searches waiting for the next notification (a write of this process whose notification is on its way). */
  let noteWaiters: (() => void)[] = [];
  const nextNote = (ms: number) =>
    new Promise<void>((resolve) => {
      noteWaiters.push(resolve);
      setTimeout(resolve, ms).unref();
    });

  const feed = notificationFeed(db, 'catalog_version', (payload) => {
    received++;
    pending.push({ seq: received, payload });
    const waiters = noteWaiters;
    noteWaiters = [];
    for (const w of waiters) w();
    if (!closed) void refresh(false);
  });

  const needsBuild = (b: Built | null): boolean =>
    !b ||
    forceBuild ||
    pending.some(
      (p) =>
        p.seq > b.notes &&
        (p.payload === null || !(p.payload.startsWith(PROVIDER_PAYLOAD) || ['s', 'c', 'w'].includes(p.payload)) || p.payload === 'p:*'),
    );

  function forgetSimilar() {
    similarKept.clear();
    similarGen++;
  }

  async function build() {
    const started = performance.now();
    // In this order: the notifications, the version, then the snapshot (see the top of the file).
    const upTo = received;
    const version = await versions.currentVersion();
    const rows = await repo.searchIndexRows();
    // Drop the old build first: two at once would double the memory.
    current = null;
    current = buildIndex(rows, version, upTo);
    pending = pending.filter((p) => p.seq > upTo);
    forceBuild = false;
    forgetSimilar();
    stats.builds++;
    stats.lastBuildMs = performance.now() - started;
    nextBuildAt = Date.now() + stats.lastBuildMs;
  }

  async function patch(b: Built) {
    const upTo = received;
    const ids = new Set<number>();
    let vocabulary = false;
    for (const { seq, payload } of pending) {
      if (seq > upTo || payload === null) continue;
      if (payload.startsWith(PROVIDER_PAYLOAD)) {
        for (const x of payload.slice(PROVIDER_PAYLOAD.length).split(',')) if (x) ids.add(Number(x));
      } else if (payload === 'w' || payload === 's') vocabulary = true;
    }
    const version = await versions.currentVersion();
    const rows = await repo.searchIndexRows([...ids]);
    if (current !== b) return;
    applyPatch(b, rows, ids);
    b.version = version;
    b.notes = upTo;
    pending = pending.filter((p) => p.seq > upTo);
    if (vocabulary) forgetSimilar();
    stats.patches++;
    stats.patchedProviders += ids.size;
  }

  /** Brings the index up to the notifications received: patches, or a build when one is due (`force`: now). */
  function refresh(force: boolean): Promise<void> {
    updating ??= (async () => {
      for (let round = 0; round < 20 && !closed; round++) {
        // PostgreSQL without the listener: the index could not be known current.
        if (!feed?.listening()) return;
        const b = current;
        if (needsBuild(b)) {
          const wait = nextBuildAt - Date.now();
          if (!force && opts.mode === 'on' && wait > 0) {
            timer ??= setTimeout(() => {
              timer = null;
              if (!closed) void refresh(false);
            }, wait);
            timer.unref();
            return;
          }
          await build();
          continue;
        }
        if (!b || b.notes === received) return;
        await patch(b);
      }
    })()
      // A failed read (a closed or lost database) leaves the SQL path answering.
      .catch(() => undefined)
      .finally(() => {
        updating = null;
        // A notification that came as this one ended.
        if (!closed && current && current.notes !== received && feed?.listening()) void refresh(false);
      });
    return updating;
  }

  /** The index when it is current. */
  async function usable(): Promise<Built | null> {
    const b = current;
    if (!b || !feed?.listening() || b.notes !== received || forceBuild) return null;
    // PGlite: one process, whose commits are notified before they return.
    if (!versions.watched) return b;
    const version = await versions.currentVersion();
    if (current !== b || b.notes !== received) return null;
    if (version === b.version) {
      aheadSince = 0;
      return b;
    }
    // Ahead: a write of this process whose notification is on its way, or one still open.
    const now = Date.now();
    if (!aheadSince) aheadSince = now;
    else if (now - aheadSince > UNEXPLAINED_MS) {
      forceBuild = true;
      aheadSince = 0;
      void refresh(false);
    }
    return null;
  }

  /** Reads of similar words running, by the words' JSON and generation: concurrent searches for the same words share one. */
  const similarReading = new Map<string, Promise<Map<string, SimilarTo[]>>>();

  /** Similar words of `words` (Similar, positions from 1): kept ones, the others in one statement. */
  async function similarOf(words: string[], services: Built['services']): Promise<Similar[]> {
    const missing = [...new Set(words.filter((w) => !similarKept.has(w)))];
    let got = new Map<string, SimilarTo[]>();
    if (missing.length) {
      const gen = similarGen;
      const key = `${gen}|${JSON.stringify(missing)}`;
      let reading = similarReading.get(key);
      if (!reading) {
        reading = repo
          .similarWords(missing, services)
          .then((rows) => {
            stats.similarReads++;
            const out = new Map(missing.map((w, j) => [w, rows.filter((r) => Number(r.i) === j + 1).map((r) => ({ k: r.k, v: r.v }))]));
            if (gen === similarGen) {
              if (similarKept.size + out.size > SIMILAR_KEPT) similarKept.clear();
              for (const [w, list] of out) similarKept.set(w, list);
            }
            return out;
          })
          .finally(() => similarReading.delete(key));
        similarReading.set(key, reading);
      }
      got = await reading;
    }
    return words.flatMap((w, j) => (got.get(w) ?? similarKept.get(w) ?? []).map((r) => ({ i: j + 1, k: r.k, v: r.v })));
  }

  async function answer(b: Built, words: string[], serviceId: number | null, limit: number, offset: number): Promise<SearchPage> {
    for (;;) {
      const found = await searchIn(b, similarOf, words, serviceId, limit, offset);
      if (!found) continue;
      const { at, ...counts } = found;
      return { rows: at.map((i) => cardAt(b, i, serviceId)), ...counts };
    }
  }

  /**
   * Mode 'on': wait for a patch already due (a write's notification came; a few ms), or, when
   * the version is ahead with no notification yet (a write of this process has just
   * committed), for its notification (AHEAD_WAIT_MS at most); never for a build.
   */
  async function caughtUp(): Promise<Built | null> {
    if (opts.mode === 'on') {
      if (needsBuild(current) || !current) {
        void refresh(false);
        return null;
      }
      if (current.notes === received) await nextNote(AHEAD_WAIT_MS);
      await refresh(false);
      return usable();
    }
    // 'wait' and 'check': build or patch before answering; a write of this process whose notification is on its way: wait for it.
    for (let attempt = 0; attempt < 30 && !closed; attempt++) {
      if (attempt) await new Promise((r) => setTimeout(r, Math.min(5 * attempt, 40)));
      await refresh(true);
      const b = await usable();
      if (b) return b;
    }
    return null;
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
    const b = (await usable()) ?? (await caughtUp());
    if (!b) {
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
        await refresh(true);
        if (await usable()) return true;
        await new Promise((r) => setTimeout(r, 20));
      }
      return false;
    },
    warm() {
      // PGlite: LISTEN is still on its way at start-up (PostgreSQL: the listener coming up starts a build itself).
      const tick = (n: number) => {
        if (closed) return;
        if (feed?.listening()) void refresh(true);
        else if (n < 100) setTimeout(() => tick(n + 1), 100).unref();
      };
      tick(0);
    },
    stats,
    async close() {
      closed = true;
      feed?.stop();
      if (timer) clearTimeout(timer);
      await updating;
    },
  };
}
