import { useTranslation } from 'react-i18next';
import type { OrderComplaint } from '@souq/contracts';
import { currentLocale, formatDate } from '@souq/i18n';
import { Price, TitledSection } from '@souq/ui';
import { NS } from '@/config/namespace';

const BY = { user: 'complaint.byUser', provider: 'complaint.byProvider', guest: 'complaint.byGuest' } as const;

/**
 * The complaints about an order, read the same by the customer and the provider: what was
 * complained of, and once the administrator resolved it, the refunded amount and the answer
 * (docs/product/admin.md).
 */
export function OrderComplaints({ complaints }: { complaints: OrderComplaint[] }) {
  const { t } = useTranslation(NS);
  if (!complaints.length) return null;
  return (
    <TitledSection
      className="orders-panel orders-section"
      headingId="order-complaints-title"
      heading={t('complaint.listTitle')}
      headingClassName="orders-section__title"
    >
      <ul className="souq-stack-list">
        {complaints.map((c) => (
          <li key={c.id} className="orders-complaint">
            <div className="orders-complaint__head">
              <strong>{t(BY[c.by])}</strong>
              <span className="souq-chip">{t(`complaint.${c.status}`)}</span>
            </div>
            <span className="orders-muted">{t('complaint.filedOn', { date: formatDate(c.created_at, currentLocale()) })}</span>
            {c.reason ? (
              <p className="orders-complaint__text" dir="auto">
                <strong>{c.reason}</strong>
              </p>
            ) : null}
            <p className="orders-complaint__text" dir="auto">
              {c.complaint}
            </p>
            {c.refund_amount !== null ? (
              <p className="orders-complaint__line">
                {t('complaint.refundAmount')}: <Price amount={c.refund_amount} />
              </p>
            ) : null}
            {c.answer ? (
              <p className="orders-complaint__line">
                {t('complaint.answer')}: <span dir="auto">{c.answer}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
