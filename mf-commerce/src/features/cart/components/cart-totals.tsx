import { useTranslation } from 'react-i18next';
import type { CartFinance } from '@souq/contracts';
import { Price, Reference } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';

/** Products, coupon discount, the amount VAT is computed on, VAT and the final total. */
export function CartTotals({ finance }: { finance: CartFinance }) {
  const { t } = useTranslation(NS);
  return (
    <dl className="store-totals" data-testid="cart-totals">
      <dt>{t('cart.subtotal')}</dt>
      <dd>
        <Price amount={finance.subtotal} />
      </dd>
      {finance.coupon_discount > 0 ? (
        <>
          <dt className="store-totals__discount">
            {t('cart.discount')}
            {finance.coupon ? (
              <>
                {' '}
                (<Reference>{finance.coupon}</Reference>)
              </>
            ) : null}
          </dt>
          <dd className="store-totals__discount">
            − <Price amount={finance.coupon_discount} />
          </dd>
          <dt>{t('cart.beforeVat')}</dt>
          <dd>
            <Price amount={finance.total_products_amount} />
          </dd>
        </>
      ) : null}
      <dt>{t('cart.vat')}</dt>
      <dd>
        <Price amount={finance.vat_amount} />
      </dd>
      <dt className="store-totals__final">{t('cart.total')}</dt>
      <dd className="store-totals__final" data-testid="cart-final-total">
        <Price amount={finance.final_total} />
      </dd>
    </dl>
  );
}
