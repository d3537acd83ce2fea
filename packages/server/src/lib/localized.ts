import type { Lang } from './i18n';

/** A name stored in both languages, in the caller's; the other language when that one is empty. */
export const localized = (lang: Lang, ar: string | null | undefined, en: string | null | undefined): string =>
  (lang === 'en' ? en || ar : ar || en) ?? '';
