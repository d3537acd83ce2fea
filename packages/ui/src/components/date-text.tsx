import { currentLocale, formatDate } from '@souq/i18n';

export interface DateTextProps {
  /** A date from the API ("2026-11-22" or an ISO timestamp); nothing is shown for none. */
  value: string | null | undefined;
  className?: string;
}

/** A date as people read it (formatDate: Gregorian, Western digits), machine-readable in `dateTime`. */
export function DateText({ value, className }: DateTextProps) {
  if (!value) return null;
  return (
    <time className={className} dateTime={value}>
      {formatDate(value, currentLocale())}
    </time>
  );
}
