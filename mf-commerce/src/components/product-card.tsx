import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductCard as ProductCardData } from '@souq/contracts';
import { imageSources, Placeholder, Stars } from '@souq/ui';
import { DownloadOutlined, FileOutlined } from '@souq/ui/icons';
import { paths } from '@souq/routes';
import { NS } from '@/config/namespace';
import { FavoriteButton } from './favorite-button';
import { ProductPrice } from './product-price';
import './i18n';
import './store.css';

export interface ProductCardProps {
  product: ProductCardData;
  /** Hide the heart (e.g. lists a provider reads). */
  hideFavorite?: boolean;
  onFavoriteChanged?: (favorite: boolean) => void;
}

/** ProductCard (docs/legacy-client.md#ec-5-12): preview, name (link to the details), price and discount, stars, downloads, heart. */
export function ProductCard({ product, hideFavorite = false, onFavoriteChanged }: ProductCardProps) {
  const { t } = useTranslation(NS);
  const preview = product.preview_files_attachments?.[0]?.link;
  return (
    <article className="souq-card store-card">
      <div className="store-card__media">
        {preview ? (
          <img
            className="store-card__cover"
            {...imageSources(preview, '(max-width: 575px) 50vw, 280px')}
            alt={t('product.imageAlt', { name: product.name })}
            loading="lazy"
          />
        ) : (
          <span className="store-card__cover store-card__cover--empty" aria-hidden="true">
            <FileOutlined />
          </span>
        )}
        {product.has_discount && product.discount_percentage ? (
          <span className="store-card__ribbon">{t('product.discount', { value: product.discount_percentage })}</span>
        ) : null}
        {hideFavorite ? null : (
          <span className="store-card__heart">
            <FavoriteButton productId={product.id} name={product.name} favorite={product.is_favorite} onChanged={onFavoriteChanged} />
          </span>
        )}
      </div>
      <div className="souq-card__body store-card__body">
        <h3 className="souq-card__title store-card__title">
          <Link to={paths.providerProductDetails.getHref({ id: product.id })}>
            <bdi>{product.name}</bdi>
          </Link>
        </h3>
        <ProductPrice product={product} showPercent={false} />
        <span className="store-card__meta">
          <Stars value={product.rate} size={12} />
          <span>
            <DownloadOutlined aria-hidden="true" /> {t('product.downloads', { count: product.download_count })}
          </span>
        </span>
      </div>
    </article>
  );
}

/** The grid's skeleton while a page of products loads. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation(NS);
  return (
    <div className="store-grid" aria-busy="true" data-testid="products-skeleton">
      <span className="souq-visually-hidden">{t('loading')}</span>
      {Array.from({ length: count }, (_, i) => `skeleton-${i}`).map((key) => (
        <div key={key} className="souq-card store-card" aria-hidden="true">
          <Placeholder shape="block" height={150} />
          <div className="souq-card__body">
            <Placeholder lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A grid of product cards. */
export function ProductGrid({
  products,
  onFavoriteChanged,
}: {
  products: ProductCardData[];
  onFavoriteChanged?: (id: number, favorite: boolean) => void;
}) {
  return (
    <ul className="store-grid">
      {products.map((p) => (
        <li key={p.id}>
          <ProductCard product={p} onFavoriteChanged={onFavoriteChanged ? (fav) => onFavoriteChanged(p.id, fav) : undefined} />
        </li>
      ))}
    </ul>
  );
}
