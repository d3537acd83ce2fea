import { currentLocale, type DateKind, formatDate, parseApiDate } from '@souq/i18n';

/**
 * A date from the API in the app's one format per kind (see `formatDate`), inside a
 * `<time>` whose tooltip gives the full date and time when the text is relative.
 */
export function DateText({ value, kind = 'date', className }: { value: string | null | undefined; kind?: DateKind; className?: string }) {
  const locale = currentLocale();
  if (!value) return null;
  const date = parseApiDate(value);
  return (
    <time className={className} dateTime={date?.toISOString()} title={kind === 'event' ? formatDate(value, locale, 'dateTime') : undefined}>
      {formatDate(value, locale, kind)}
    </time>
  );
}
