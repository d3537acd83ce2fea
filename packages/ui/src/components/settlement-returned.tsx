import { useTranslation } from 'react-i18next';
import { currentLocale } from '@souq/i18n';
import { formatMoney } from '../lib/format';
import { UI_NS } from '../lib/i18n';
import { Notice } from './notice';
import { Reference } from './reference';

export interface SettlementReturnedProps {
  /** The request's amount (SR). */
  amount: number;
  /** The refunded order's number. */
  number: string;
  /** What the refund took off the due (SR, positive). */
  refund: number;
  /** The administrator's answer to the complaint. */
  reason: string | null;
  /** In a table cell: the same words, without the notice's frame and icon. */
  inline?: boolean;
}

/**
 * A settlement request sent back by a refund that came after it: the provider and the
 * administrator read the same words, so both know why it was not paid.
 */
export function SettlementReturned({ amount, number, refund, reason, inline = false }: SettlementReturnedProps) {
  const { t } = useTranslation(UI_NS);
  const money = (v: number) => formatMoney(v, currentLocale());
  const title = t('settlementReturned.title', { amount: money(amount) });
  const why = (
    <>
      {t('settlementReturned.refund', { refund: money(refund) })} <Reference>{number}</Reference>
      {reason ? <span className="souq-settlement-returned__reason">{t('settlementReturned.reason', { reason })}</span> : null}
    </>
  );
  if (inline)
    return (
      <span className="souq-settlement-returned--inline">
        <strong>{title}</strong> {why}
      </span>
    );
  return (
    <div className="souq-settlement-returned" role="status">
      <Notice compact status="warning" title={title} description={why} />
    </div>
  );
}
