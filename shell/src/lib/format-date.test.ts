/** The app's one date format per kind (@souq/i18n formatDate), in both languages. */
import { formatDate } from '@souq/i18n';

const now = new Date('2026-11-22T21:35:00');

describe('formatDate', () => {
  it('shows a day in the Gregorian calendar with Western digits in both languages', () => {
    expect(formatDate('2026-11-22', 'ar')).toBe('22 نوفمبر 2026');
    expect(formatDate('2026-11-22', 'en')).toBe('22 Nov 2026');
  });

  it('reads the server-local "YYYY-MM-DD HH:mm" form and adds the time for dateTime', () => {
    expect(formatDate('2026-11-20 09:05', 'en', 'dateTime')).toMatch(/^20 Nov 2026.*9:05/);
    expect(formatDate('2026-11-20 09:05', 'ar', 'dateTime')).toMatch(/20 نوفمبر 2026.*9:05/);
  });

  it('says how long ago a recent event was, and falls back to the full date after a week', () => {
    expect(formatDate('2026-11-22 21:30', 'en', 'event', now)).toBe('5 minutes ago');
    expect(formatDate('2026-11-22 21:30', 'ar', 'event', now)).toBe('قبل 5 دقائق');
    expect(formatDate('2026-11-21 21:35', 'en', 'event', now)).toBe('yesterday');
    expect(formatDate('2026-11-22 21:35', 'en', 'event', now)).toBe('now');
    expect(formatDate('2026-11-01 10:00', 'en', 'event', now)).toMatch(/^1 Nov 2026.*10:00/);
  });

  it('shows anything unparsable as it came, and nothing for no value', () => {
    expect(formatDate('soon', 'ar')).toBe('soon');
    expect(formatDate(null, 'ar')).toBe('');
  });
});

describe('one time form per language', () => {
  it('shows the time of day as the dateTime kind does: 12 hours with ص/م in Arabic, 24 hours in English', () => {
    expect(formatDate('2026-11-22 15:11', 'ar', 'time')).toBe('3:11 م');
    expect(formatDate('2026-11-22 15:11', 'en', 'time')).toBe('15:11');
    expect(formatDate('2026-11-22 15:11', 'ar', 'dateTime')).toContain('3:11 م');
    expect(formatDate('2026-11-22 15:11', 'en', 'dateTime')).toContain('15:11');
  });
});

describe('written out as Intl writes it', () => {
  // formatDate writes days and times without Intl.DateTimeFormat (the first Intl formatter of a
  // page costs a long task): they must read exactly as Intl's for the same options.
  const intl = (locale: 'ar' | 'en', options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', options);
  const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
  const TIME = { hour: 'numeric', minute: '2-digit' } as const;

  it.each(['ar', 'en'] as const)('every month, hour and a few minutes, in %s', (locale) => {
    const [day, time, dateTime] = [intl(locale, DAY), intl(locale, TIME), intl(locale, { ...DAY, ...TIME })];
    for (let month = 0; month < 12; month++)
      for (let hour = 0; hour < 24; hour++)
        for (const minute of [0, 7, 30, 59]) {
          const d = new Date(2026, month, month + 1, hour, minute);
          const value = `2026-${String(month + 1).padStart(2, '0')}-${String(month + 1).padStart(2, '0')} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          expect(formatDate(value, locale, 'date')).toBe(day.format(d));
          expect(formatDate(value, locale, 'time')).toBe(time.format(d));
          expect(formatDate(value, locale, 'dateTime')).toBe(dateTime.format(d));
        }
  });
});
