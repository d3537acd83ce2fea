import { useTranslation } from 'react-i18next';
import { UI_NS } from '../lib/i18n';
import { useSettings } from '../lib/settings';

/** "Prices exclude VAT (15%)…" under a service price, with the rate from the settings. */
export function VatNote({ className }: { className?: string }) {
  const { t } = useTranslation(UI_NS);
  const rate = useSettings().data?.tax_rate;
  if (rate === undefined || rate === null || Number(rate) <= 0) return null;
  return <p className={className ? `souq-vat-note ${className}` : 'souq-vat-note'}>{t('vatNote', { rate: Number(rate) })}</p>;
}
