import { useTranslation } from 'react-i18next';
import { Price } from '@souq/ui';
import { NS } from '@/config/namespace';
import './i18n';

export interface PricedProduct {
  price: number;
  price_after_discount: number;
  has_discount: boolean;
  discount_percentage: number;
}

/** The price paid now; while a discount runs, the old price struck through and the percent. */
export function ProductPrice({ product, size, showPercent = true }: { product: PricedProduct; size?: 'large'; showPercent?: boolean }) {
  const { t } = useTranslation(NS);
  const discounted = product.has_discount && product.price_after_discount < product.price;
  return (
    <span className={`store-price${size === 'large' ? ' store-price--large' : ''}`}>
      <Price amount={discounted ? product.price_after_discount : product.price} />
      {discounted ? (
        <>
          <Price amount={product.price} old />
          {showPercent && product.discount_percentage ? (
            <span className="souq-chip souq-chip--danger">{t('product.discount', { value: product.discount_percentage })}</span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}
