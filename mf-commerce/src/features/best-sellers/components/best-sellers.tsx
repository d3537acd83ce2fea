import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { coverImage, EmptyState, LoadFailed, Placeholder, Price, Stars, TitledSection, useDeferredQuery } from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import type { ProductCard } from '@souq/contracts';
import { useBestSellers } from '../api/get-best-sellers';
import './best-sellers.css';
import { paths } from '@souq/routes';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

function hasDiscount(p: ProductCard) {
  return Boolean(Number(p.has_discount)) && p.price_after_discount !== null && p.price_after_discount !== undefined;
}

function BestSellerCard({ product }: { product: ProductCard }) {
  const { t } = useTranslation(NS);
  const image = product.preview_files_attachments?.[0];
  const discounted = hasDiscount(product);
  return (
    <article className="souq-card souq-product-card">
      {image ? (
        <img
          className="souq-card__cover"
          {...coverImage(image.link)}
          // Not the file's own alt: the demo's repeats the product name, which the heading below already says.
          alt={t('bestSellers.imageAlt', { name: product.name })}
          loading="lazy"
        />
      ) : null}
      <div className="souq-card__body">
        <h3 className="souq-card__title">
          <Link to={paths.providerProductDetails.getHref({ id: product.id })}>{product.name}</Link>
        </h3>
        <div className="souq-product-card__price">
          <Price amount={discounted ? product.price_after_discount : product.price} />
          {discounted ? <Price amount={product.price} old /> : null}
          {discounted && product.discount_percentage ? (
            <span className="souq-chip souq-chip--danger">{t('bestSellers.discount', { value: product.discount_percentage })}</span>
          ) : null}
        </div>
        <Stars value={product.rate} />
      </div>
    </article>
  );
}

export function BestSellers() {
  const { t } = useTranslation(NS);
  const products = useDeferredQuery(useBestSellers());
  return (
    <TitledSection className="souq-best-sellers" headingId="souq-best-sellers-title" heading={t('bestSellers.title')}>
      {products.isError ? (
        <LoadFailed onRetry={() => void products.refetch()} error={products.error} />
      ) : products.isPending ? (
        <div className="souq-best-sellers__grid" data-testid="best-sellers-skeleton">
          {PLACEHOLDERS.slice(0, 4).map((i) => (
            <div key={i} className="souq-card souq-card__body">
              <Placeholder lines={4} />
            </div>
          ))}
        </div>
      ) : (products.data ?? []).length === 0 ? (
        <EmptyState message={t('bestSellers.empty')} />
      ) : (
        <ul className="souq-best-sellers__grid">
          {(products.data ?? []).map((p) => (
            <li key={p.id}>
              <BestSellerCard product={p} />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
