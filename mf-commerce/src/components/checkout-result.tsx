import { Link } from 'react-router-dom';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '@souq/routes';
import { Notice, Reference, TaxInvoiceButton } from '@souq/ui';
import { NS } from '@/config/namespace';
import type { CheckoutOutcome } from '@/hooks/use-payment-return';
import './i18n';
import './store.css';

/**
 * After paying (by wallet at once, or back from the card page): the result, the invoice and the
 * files. `on`: the page it shows on (no link to the page itself).
 */
export function CheckoutResult({ outcome, on }: { outcome: CheckoutOutcome; on: 'cart' | 'files' }) {
  const { t } = useTranslation(NS);
  if (outcome.kind !== 'paid') {
    return (
      <div role="alert" className="store-result">
        <Notice
          status="warning"
          title={t(`checkout.${outcome.kind}Title`)}
          description={t(`checkout.${outcome.kind}Text`)}
          extra={
            on === 'cart' ? null : (
              <Link to={paths.cartView.getHref()} className="store-link-button">
                {t('checkout.backToCart')}
              </Link>
            )
          }
        />
      </div>
    );
  }
  return (
    <div role="status" className="store-result">
      <Notice
        status="success"
        title={t('checkout.paidTitle')}
        description={
          outcome.number ? (
            <Trans
              t={t}
              i18nKey="checkout.paidText"
              values={{ number: outcome.number }}
              components={{ ref: <Reference>{null}</Reference> }}
            />
          ) : (
            t('checkout.paidReturnText')
          )
        }
        extra={
          <div className="cart-result__actions">
            {outcome.orderId ? <TaxInvoiceButton kind="products" orderId={outcome.orderId} /> : null}
            {on === 'files' ? null : (
              <Link to={paths.filesView.getHref()} className="store-link-button">
                {t('checkout.goToFiles')}
              </Link>
            )}
          </div>
        }
      />
    </div>
  );
}
