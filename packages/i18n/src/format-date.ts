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

const TIME = { hour: 'numeric', minute: '2-digit' } as const;

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
 * One formatter per language and kind, built on first use: building an Intl formatter loads
 * its locale data and costs far more than formatting (a page of dated rows built hundreds).
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.RelativeTimeFormat>();
function formatter<F extends Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, build: () => F): F {
  let f = formatters.get(key) as F | undefined;
  if (!f) {
    f = build();
    formatters.set(key, f);
  }
  return f;
}

function relative(date: Date, locale: Locale, now: Date): string {
  const rtf = formatter(`${locale}:relative`, () => new Intl.RelativeTimeFormat(tag(locale), { numeric: 'auto' }));
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
  const shape = kind === 'time' ? 'time' : kind === 'date' ? 'date' : 'dateTime';
  return formatter(
    `${locale}:${shape}`,
    () =>
      new Intl.DateTimeFormat(
        tag(locale),
        shape === 'time' ? TIME : { day: 'numeric', month: 'short', year: 'numeric', ...(shape === 'date' ? {} : TIME) },
      ),
  ).format(date);
}
