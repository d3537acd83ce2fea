import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@souq/routes';
import { Notice, Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import { InvoiceButton } from '@/components/invoice-button';
import '../i18n';

export type CheckoutOutcome = { kind: 'paid'; orderId: number | null; number?: string } | { kind: 'declined' };

/** After paying (by wallet at once, or back from the card page): the result, the invoice and the files. */
export function CheckoutResult({ outcome }: { outcome: CheckoutOutcome }) {
  const { t } = useTranslation(NS);
  if (outcome.kind === 'declined') {
    return (
      <div role="alert" className="store-result">
        <Notice status="warning" title={t('cart.declinedTitle')} description={t('cart.declinedText')} />
      </div>
    );
  }
  return (
    <div role="status" className="store-result">
      <Notice
        status="success"
        title={t('cart.paidTitle')}
        description={
          outcome.number ? (
            <Trans t={t} i18nKey="cart.paidText" values={{ number: outcome.number }} components={{ ref: <Reference>{null}</Reference> }} />
          ) : (
            t('cart.paidReturnText')
          )
        }
        extra={
          <div className="cart-result__actions">
            {outcome.orderId ? <InvoiceButton orderId={outcome.orderId} /> : null}
            <Link to={paths.filesView.getHref()} className="store-link-button">
              {t('cart.goToFiles')}
            </Link>
          </div>
        }
      />
    </div>
  );
}
