import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, useOpenedOnce } from '@souq/ui';
import { NS } from '@/config/i18n';
import type { ProfileProduct } from '../api/types';
import { ProductCard } from './product-card';
import { ProductDetailsModal } from './product-details-modal';

/** The provider's products; each opens its details with "add to cart" for customers. */
export function ProductsGrid({ products }: { products: ProfileProduct[] }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<ProfileProduct | null>(null);
  const modalMounted = useOpenedOnce(open !== null);
  if (products.length === 0) return <EmptyState message={t('profile.noProducts')} />;
  return (
    <>
      <ul className="catalog-grid catalog-grid--tiles" aria-label={t('profile.products')}>
        {products.map((p) => (
          <li key={p.id}>
            <ProductCard product={p} onOpen={() => setOpen(p)} />
          </li>
        ))}
      </ul>
      {modalMounted ? <ProductDetailsModal product={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
