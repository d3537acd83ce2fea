/**
 * How a search term is matched, the same in the SQL search (provider-search.repository.ts)
 * and the in-memory index (provider-search-index.ts), and by the product search
 * (commerce/products.repository.ts): the words of a term, the similarity threshold of typo
 * tolerance, the limits, and per word the alternatives it matches.
 */
/** pg_trgm word-similarity threshold of the search (see provider-search.repository.ts). */
export const WORD_SIMILARITY_THRESHOLD = 0.5;
/** Words of a search term that are matched (the rest are ignored). */
export const MAX_WORDS = 4;
/** With this many exact matches, typo-tolerant matches are not looked for (see provider-search.repository.ts). */
export const FUZZY_CUTOFF = 500;
/**
 * A search counts its matches exactly up to this many; past it the page is read tier by
 * tier and the total is reported as COUNT_CAP, not exact (see provider-search.repository.ts).
 */
export const COUNT_CAP = 1000;

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

/** The services' names, normalized, as the search matches them; `fp` = servicesFingerprint when read. */
export interface SearchServices {
  fp: string;
  list: { id: number; t: string }[];
}

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
