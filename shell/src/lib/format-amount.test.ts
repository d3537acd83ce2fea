/** Prices (@souq/ui formatAmount) are written out without Intl; they must read as Intl wrote them. */
import { CURRENCY, formatAmount, formatMoney } from '@souq/ui';

function intl(value: number, locale: 'ar' | 'en'): string {
  const digits = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

describe('formatAmount', () => {
  it('groups thousands and shows two decimals only for a fraction, with Western digits in both languages', () => {
    expect(formatAmount(1234.5, 'ar')).toBe('1,234.50');
    expect(formatAmount('119.2', 'en')).toBe('119.20');
    expect(formatAmount(350, 'ar')).toBe('350');
    expect(formatAmount(null, 'en')).toBe('0');
    expect(formatAmount('abc', 'ar')).toBe('0');
  });

  it('writes what Intl.NumberFormat wrote, in Arabic and in English', () => {
    const values = [0, 1, 9.99, 12.5, 99.995, 999, 1000, 1234.56, 65_432.1, 1e6, 123_456_789.99, 0.1, 0.01, -5, -1234.5, 1e16];
    for (const locale of ['ar', 'en'] as const)
      for (const v of values) expect([v, formatAmount(v, locale)]).toEqual([v, intl(Math.round(v * 100) / 100, locale)]);
  });
});

describe('formatMoney', () => {
  it('writes an amount with the one riyal sign of each language, never "SAR", with the one decimals rule', () => {
    expect(formatMoney(50, 'ar')).toBe('50 ر.س');
    expect(formatMoney(50, 'en')).toBe('50 SR');
    expect(formatMoney(39.1, 'en')).toBe('39.10 SR');
    expect(CURRENCY).toEqual({ ar: 'ر.س', en: 'SR' });
  });
});
