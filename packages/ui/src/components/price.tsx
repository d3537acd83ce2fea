import { useTranslation } from 'react-i18next';
import { currentLocale } from '@souq/i18n';
import { formatAmount } from '../lib/format';
import { UI_NS } from '../lib/i18n';

export interface PriceProps {
  amount: number | string | null | undefined;
  /** Shown struck through, e.g. the price before a discount. */
  old?: boolean;
  className?: string;
}

/** An amount in Saudi riyals: "150 ر.س" / "150 SR". */
export function Price({ amount, old = false, className }: PriceProps) {
  const { t } = useTranslation(UI_NS);
  const value = formatAmount(amount, currentLocale());
  const classes = ['souq-price', old ? 'souq-price--old' : '', className ?? ''].filter(Boolean).join(' ');
  const Tag = old ? 'del' : 'span';
  // role="img": a name on a plain span/del is prohibited ARIA; read as one labelled unit (as Stars is).
  return (
    <Tag className={classes} role="img" aria-label={old ? `${t('oldPrice')}: ${t('priceLabel', { value })}` : t('priceLabel', { value })}>
      <span aria-hidden="true">{value}</span>
      <span className="souq-price__currency" aria-hidden="true">
        {t('currency')}
      </span>
    </Tag>
  );
}
