import { useTranslation } from 'react-i18next';
import { Price, Stars } from '@souq/ui';
import { DownloadOutlined, FileOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import type { ProfileProduct } from '../api/types';
import { TileCover } from './tile-cover';

/** Prices of a product: the discounted price with the old one struck through. */
export function ProductPrice({ product }: { product: ProfileProduct }) {
  const { t } = useTranslation(NS);
  const discounted = product.has_discount && product.price_after_discount !== null && product.price_after_discount !== undefined;
  return (
    <span className="catalog-product-price">
      <Price amount={discounted ? product.price_after_discount : product.price} />
      {discounted ? (
        <>
          <Price amount={product.price} old />
          {product.discount_percentage ? (
            <span className="souq-chip souq-chip--danger">{t('products.discount', { value: product.discount_percentage })}</span>
          ) : null}
        </>
      ) : null}
    </span>
  );
}

/** ProductCard (docs/legacy-client.md#ec-5-12): preview, name, price, stars, downloads. */
export function ProductCard({ product, onOpen }: { product: ProfileProduct; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  const preview = product.preview_files_attachments?.[0]?.link;
  return (
    <button type="button" className="catalog-tile" onClick={onOpen} aria-haspopup="dialog">
      <TileCover src={preview} emptyIcon={<FileOutlined />} />
      <span className="catalog-tile__body">
        <span className="catalog-tile__title">
          <bdi>{product.name}</bdi>
        </span>
        <ProductPrice product={product} />
        <span className="catalog-tile__meta">
          <Stars value={product.rate} size={12} />
          <span>
            <DownloadOutlined aria-hidden="true" /> {t('products.downloads', { count: Number(product.download_count) || 0 })}
          </span>
        </span>
      </span>
    </button>
  );
}
