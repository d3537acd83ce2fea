import type { Locale } from '@souq/i18n';

/** Western digits in both languages (phone numbers, codes and prices read alike). */
export function formatAmount(amount: number | string | null | undefined, locale: Locale): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);
}
