import type { Locale } from '@souq/i18n';

/**
 * Western digits in both languages (phone numbers, codes and prices read alike). Whole
 * amounts show no decimals; any fraction shows two (119.20, never 119.2), so prices side by
 * side line up.
 */
export function formatAmount(amount: number | string | null | undefined, locale: Locale): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}
