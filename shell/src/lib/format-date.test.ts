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
