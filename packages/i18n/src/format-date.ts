import type { Locale } from './locale';

/**
 * How a moment is shown, one format per kind across the app:
 * - `date`: a day ("22 نوفمبر 2026" / "22 Nov 2026") — ratings, expiry dates, order dates;
 * - `dateTime`: a day and a time ("22 نوفمبر 2026، 9:35 م") — ledger entries, payments;
 * - `event`: something that happened — relative while recent ("منذ 5 دقائق", "أمس",
 *   "3 hours ago", under 7 days), else `dateTime` — notifications, messages, order steps;
 * - `time`: the time of day alone ("9:35 م" / "21:35") — chat messages of the day shown.
 * Times read one way per language everywhere: a 12-hour clock with ص/م in Arabic, 24 hours
 * in English (the Intl defaults of the two locales below).
 */
export type DateKind = 'date' | 'dateTime' | 'event' | 'time';

const RECENT_MS = 7 * 24 * 3600 * 1000;

/** Gregorian calendar and Western digits in both languages (ar-SA would pick the Hijri calendar). */
const tag = (locale: Locale) => (locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB');

/** "2026-11-22", "2026-11-22 21:35" (server-local) or ISO → Date, or null when unparsable. */
export function parseApiDate(value: string): Date | null {
  const v = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value.replace(/^(\d{4}-\d{2}-\d{2}) (\d)/, '$1T$2');
  const date = new Date(v);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Days and times are written out rather than with Intl.DateTimeFormat: the first Intl formatter
 * of a page loads ICU's locale data, 40–120 ms of one task in Chromium (measured on this project's
 * machines, any locale), and a first view that shows a date (an order, a product's ratings, a chat)
 * paid it in the middle of its first render. The two forms below are what Intl gives for
 * `ar-SA-u-ca-gregory-nu-latn` and `en-GB` (a day: numeric day, short month, numeric year; a
 * time: numeric hour, 2-digit minute); shell/src/lib/format-date.test.ts compares them with Intl over every month
 * and hour, so a difference shows at once. Only the relative form ("قبل 5 دقائق") still uses Intl.
 */
const MONTHS: Record<Locale, readonly string[]> = {
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
const two = (n: number) => String(n).padStart(2, '0');
const day = (d: Date, locale: Locale) => `${d.getDate()} ${MONTHS[locale][d.getMonth()]} ${d.getFullYear()}`;
const time = (d: Date, locale: Locale) =>
  locale === 'ar'
    ? `${d.getHours() % 12 || 12}:${two(d.getMinutes())} ${d.getHours() < 12 ? 'ص' : 'م'}`
    : `${d.getHours()}:${two(d.getMinutes())}`;

/** The relative formatter per language, built on first use (building one costs far more than formatting). */
const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function relative(date: Date, locale: Locale, now: Date): string {
  let rtf = relativeFormats.get(locale);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(tag(locale), { numeric: 'auto' });
    relativeFormats.set(locale, rtf);
  }
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}

/** A date from the API as people read it (see DateKind); anything unparsable is shown as it came. */
export function formatDate(value: string | null | undefined, locale: Locale, kind: DateKind = 'date', now: Date = new Date()): string {
  if (!value) return '';
  const date = parseApiDate(value);
  if (!date) return value;
  if (kind === 'event' && Math.abs(now.getTime() - date.getTime()) < RECENT_MS) return relative(date, locale, now);
  if (kind === 'time') return time(date, locale);
  if (kind === 'date') return day(date, locale);
  return `${day(date, locale)}${locale === 'ar' ? '،' : ','} ${time(date, locale)}`;
}
