/**
 * Matching a search term against the sub-services (a few dozen rows, read whole): the same
 * folding as every search (normalizeArabic), each word of the term must match a word of the
 * service's names (Arabic and English) or of its category's names — a word start, the inside
 * of a word, or, for words of 4+ letters, one typo (two for 8+) against the word or its start.
 */
import { normalizeArabic } from '../../lib/arabic-normalize';

export interface ServiceText {
  id: number;
  sort: number;
  /** normalizeArabic(name_ar + ' ' + name_en) */
  name: string;
  /** normalizeArabic(category name_ar + ' ' + name_en) */
  category: string;
}

/** Optimal string alignment distance (edits, adjacent swaps), stopped once above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const prev = rows[i - 1] as number[];
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** How well one query word matches a text's words: 1 word start, 0.9 inside, 0.5 typo, 0 none. */
function wordScore(word: string, textWords: string[]): number {
  let best = 0;
  const typos = word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
  for (const t of textWords) {
    if (t.startsWith(word)) return 1;
    if (t.includes(word)) best = Math.max(best, 0.9);
    else if (typos && (editDistance(word, t, typos) <= typos || editDistance(word, t.slice(0, word.length), typos) <= typos)) {
      best = Math.max(best, 0.5);
    }
  }
  return best;
}

/** The services matching a normalized term, best first (then their own order). */
export function matchServices<T extends ServiceText>(term: string, rows: T[]): T[] {
  const words = term.split(' ').filter(Boolean);
  if (!words.length) return [];
  const scored: { row: T; score: number }[] = [];
  for (const row of rows) {
    const own = row.name.split(' ');
    const cat = row.category.split(' ');
    let score = 0;
    for (const w of words) {
      // The first keystrokes (1–2 letters) only match a word start.
      const s =
        w.length < 3
          ? own.some((t) => t.startsWith(w))
            ? 1
            : cat.some((t) => t.startsWith(w))
              ? 0.6
              : 0
          : Math.max(wordScore(w, own), 0.6 * wordScore(w, cat));
      if (s === 0) {
        score = 0;
        break;
      }
      score += s;
    }
    if (score > 0) scored.push({ row, score });
  }
  return scored.sort((a, b) => b.score - a.score || a.row.sort - b.row.sort || a.row.id - b.row.id).map((s) => s.row);
}

export const serviceText = (nameAr: string, nameEn: string): string => normalizeArabic(`${nameAr} ${nameEn}`);
