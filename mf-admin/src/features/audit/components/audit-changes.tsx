import { useTranslation } from 'react-i18next';
import { currentLocale, formatDate } from '@souq/i18n';
import { formatMoney } from '@souq/ui';
import { NS } from '@/config/namespace';

type Values = Record<string, unknown> | null;

/** Stored beside each change but never a change in itself: ids, timestamps of the row, search columns, secrets. */
const HIDDEN = /^(id|createdAt|updatedAt|createdBy|search[A-Z].*|password.*|totp(Secret|PendingSecret|LastStep))$/;
/** Money columns are integer halalas in the database (docs/architecture.md#money). */
const HALALAS = new Set(['amount', 'refundAmount', 'price', 'priceAfterDiscount']);
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** The fields an entry changed: both sides for an update, the one side of a creation, a deletion or a download. */
export function changedFields(before: Values, after: Values): { key: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((k) => !HIDDEN.test(k));
  return keys
    .map((key) => ({ key, before: before?.[key] ?? null, after: after?.[key] ?? null }))
    .filter((c) => (before && after ? JSON.stringify(c.before) !== JSON.stringify(c.after) : c.before !== null || c.after !== null))
    .filter((c) => c.before !== '' || c.after !== '');
}

/**
 * What an audit entry changed, in words: "Status: pending → approved", each field under the name
 * the console gives it, values as the console shows them (yes/no, dates, riyals), never raw JSON.
 */
export function AuditChanges({ before, after }: { before: Values; after: Values }) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const label = (key: string) => t(`audit.fields.${key}`, { defaultValue: t(`settings.fields.${key}`, { defaultValue: key }) });
  const show = (key: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return t(v ? 'yes' : 'no');
    if (typeof v === 'number' && HALALAS.has(key)) return formatMoney(v / 100, locale);
    if (typeof v === 'string' && ISO.test(v)) return formatDate(v, locale, 'dateTime');
    if (typeof v === 'string' && key === 'status') return t(`status.${v}`, { defaultValue: v });
    if (Array.isArray(v)) return v.map((x) => show('', x)).join('، ');
    if (typeof v === 'object') return JSON.stringify(v);
    return String(v);
  };
  const rows = changedFields(before, after);
  if (!rows.length) return <p>{t('audit.noChanges')}</p>;
  const both = Boolean(before && after);
  return (
    <dl className="ad-changes">
      {rows.map((c) => (
        <div key={c.key} className="ad-changes__row">
          <dt>{label(c.key)}</dt>
          <dd>
            {both ? (
              <>
                <bdi className="ad-changes__old">{show(c.key, c.before)}</bdi>
                <span aria-hidden="true"> {locale === 'ar' ? '←' : '→'} </span>
                <span className="souq-visually-hidden"> {t('audit.changedTo')} </span>
                <bdi>{show(c.key, c.after)}</bdi>
              </>
            ) : (
              <bdi>{show(c.key, c.after ?? c.before)}</bdi>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
