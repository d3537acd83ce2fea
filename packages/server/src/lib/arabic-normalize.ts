/**
 * Arabic-aware text folding for search. The same function runs on stored text (when a
 * provider, service or product is written, and by backfillSearchNames) and on the query,
 * so spelling variants that Arabic readers treat as the same word compare equal:
 *  - alef forms أ إ آ ٱ → ا; ة → ه; ى → ي; ؤ → و; ئ → ي (Persian ی → ي, ک → ك);
 *  - tatweel ـ and diacritics (U+064B–U+065F, U+0670, Quranic marks) removed;
 *  - Arabic-Indic and Persian digits → ASCII; English lower-cased;
 *  - presentation forms and full-width letters folded by NFKC; spaces collapsed.
 * Trigram similarity (pg_trgm) then takes care of one-letter typos.
 */
import { asciiDigits } from './digits';

const LETTERS: Record<string, string> = {
  '\u0623': '\u0627', // أ
  '\u0625': '\u0627', // إ
  '\u0622': '\u0627', // آ
  '\u0671': '\u0627', // ٱ
  '\u0672': '\u0627', // ٲ
  '\u0673': '\u0627', // ٳ
  '\u0629': '\u0647', // ة → ه
  '\u0649': '\u064A', // ى → ي
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064A', // ئ → ي
  '\u06CC': '\u064A', // Persian ی → ي
  '\u06A9': '\u0643', // Persian ک → ك
};

const FOLD = /[\u0622\u0623\u0624\u0625\u0626\u0629\u0649\u0671\u0672\u0673\u06CC\u06A9]/g;
/** Tatweel, harakat and other combining marks (U+064B–U+065F, U+0670, U+06D6–U+06ED). */
const MARKS = /[\u0640\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED]/g;
/** Invisible joiners and direction marks that users paste along with names. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

export function normalizeArabic(text: string | null | undefined): string {
  if (!text) return '';
  return (
    asciiDigits(text)
      .normalize('NFKC')
      .replace(INVISIBLE, '')
      // NFKC can decompose nothing here, but marks may arrive as separate code points
      // (e.g. ا + U+0654 for أ); removing the marks folds those too.
      .replace(MARKS, '')
      .replace(FOLD, (c) => LETTERS[c] ?? c)
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}
