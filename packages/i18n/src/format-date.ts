import type { Locale } from './index';

/**
 * A date from the API ("2026-11-22" or an ISO timestamp) as people read it: "22 نوفمبر 2026" /
 * "22 Nov 2026". Gregorian calendar and Western digits in both languages (ar-SA would otherwise
 * pick the Hijri calendar); anything unparsable is shown as it came.
 */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
