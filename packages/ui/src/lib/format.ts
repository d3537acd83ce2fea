import type { Locale } from '@souq/i18n';

// Written out rather than with Intl.NumberFormat: building the first formatter loads the
// locale's data (40–60 ms of a throttled phone's first view on the provider pages). Both
// languages format alike with Western digits ("1,234.50"); Arabic only marks a minus sign
// left-to-right (U+200E), as Intl does for ar-SA-u-nu-latn.
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Western digits in both languages (phone numbers, codes and prices read alike). Whole
 * amounts show no decimals; any fraction shows two (119.20, never 119.2), so prices side by
 * side line up.
 */
export function formatAmount(amount: number | string | null | undefined, locale: Locale): string {
  const n = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const value = Number.isFinite(n) ? Math.round(n * 100) / 100 : 0;
  const digits = Number.isInteger(value) ? 0 : 2;
  // Far beyond any price: toFixed switches to exponents there.
  if (Math.abs(value) >= 1e15)
    return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.');
  const sign = value < 0 ? (locale === 'ar' ? '\u200e-' : '-') : '';
  return `${sign}${whole.replace(GROUPS, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** The riyal's short sign, the same in every screen: never "SAR". */
export const CURRENCY = { ar: 'ر.س', en: 'SR' } as const;

/** An amount with its currency as plain text ("150 ر.س", "1,234.50 SR"), for tables, CSV-free text and labels. */
export function formatMoney(amount: number | string | null | undefined, locale: Locale): string {
  return `${formatAmount(amount, locale)} ${CURRENCY[locale]}`;
}
