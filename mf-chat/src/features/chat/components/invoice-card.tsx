import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@souq/contracts';
import { PlainButton, Price } from '@souq/ui';
import { CheckCircleOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { PayInvoiceModal } from './pay-invoice-modal';

/** An invoice message: price, duration, VAT, total, its state; customers get the pay button while it is open. */
export function InvoiceCard({ message, canPay }: { message: ChatMessage; canPay: boolean }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const invoice = message.invoice;
  if (!invoice) return <p className="chat-msg__text">{t('invoice.title')}</p>;
  return (
    <div className="chat-invoice" data-testid="invoice-card">
      <p className="chat-invoice__title">{t('invoice.title')}</p>
      <dl className="chat-invoice__rows">
        <div>
          <dt>{t('invoice.price')}</dt>
          <dd>
            <Price amount={invoice.price} />
          </dd>
        </div>
        <div>
          <dt>{t('invoice.duration')}</dt>
          <dd>{t('days', { count: invoice.duration })}</dd>
        </div>
        <div>
          <dt>{t('invoice.tax')}</dt>
          <dd>
            <Price amount={invoice.tax_value} />
          </dd>
        </div>
        <div className="chat-invoice__total">
          <dt>{t('invoice.total')}</dt>
          <dd>
            <Price amount={invoice.final_total} />
          </dd>
        </div>
      </dl>
      {invoice.status === 'open' ? null : (
        <p className={`chat-invoice__state chat-invoice__state--${invoice.status}`} role="status">
          {invoice.is_paid ? <CheckCircleOutlined /> : null} {t(`invoice.state.${invoice.status}`)}
        </p>
      )}
      {canPay && invoice.status === 'open' ? (
        <>
          <PlainButton variant="primary" block onClick={() => setOpen(true)}>
            {t('invoice.pay')}
          </PlainButton>
          {open ? <PayInvoiceModal invoice={invoice} roomId={message.room_id} onClose={() => setOpen(false)} /> : null}
        </>
      ) : null}
    </div>
  );
}
