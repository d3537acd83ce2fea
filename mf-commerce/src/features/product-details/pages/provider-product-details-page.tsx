/**
 * /providerProductDetails/:id — a product for customers, guests and providers: gallery
 * (4 thumbnails, 3 below 767 px, 1 below 575 px, autoplay), price with the discount and its
 * end, downloads, rating and the ratings modal, description, the seller's card; add to cart,
 * the heart and similar products for everyone but providers.
 */
import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@souq/api-client';
import { useSession } from '@souq/auth';
import type { ProductDetails } from '@souq/contracts';
import { currentLocale, formatDate } from '@souq/i18n';
import { paths } from '@souq/routes';
import {
  dismissFirstView,
  EmptyState,
  ImageGallery,
  imageSources,
  LoadFailed,
  PageSkeleton,
  Placeholder,
  PlainButton,
  Stars,
  TitledSection,
  useOpenedOnce,
  useDeferredQuery,
} from '@souq/ui';
import { DownloadOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { FavoriteButton } from '@/components/favorite-button';
import { ProductGrid, ProductGridSkeleton } from '@/components/product-card';
import { ProductPrice } from '@/components/product-price';
import { useProduct } from '../api/get-product';
import { useSimilarProducts } from '../api/get-similar-products';
import { AddToCartButton } from '../components/add-to-cart-button';
import { ProductRatingsModal } from '../components/product-ratings-modal';
import '../i18n';
import '@/components/store.css';
import './product-details.css';

/** docs/product/README.md#constants: the gallery advances by itself. */
export const GALLERY_AUTOPLAY_MS = 4000;

export default function ProviderProductDetailsPage() {
  const { id = '' } = useParams();
  const productId = Number(id);
  if (!Number.isInteger(productId) || productId <= 0) return <NotFound />;
  return <ProductDetailsView key={productId} productId={productId} />;
}

function NotFound() {
  const { t } = useTranslation(NS);
  return (
    <div className="souq-container store-page">
      <EmptyState message={t('details.notFound')} />
    </div>
  );
}

function ProductDetailsView({ productId }: { productId: number }) {
  const visitor = useSession((s) => s.visitor);
  // The product arriving is rendered as a transition, in slices (the whole page at once was one long task).
  const product = useDeferredQuery(useProduct(productId, visitor));
  // The first view the HTML painted over the app (a phone's) stays until the product (or its error) is here.
  useEffect(() => {
    if (!product.isPending) dismissFirstView();
  }, [product.isPending]);
  if (product.isPending) return <PageSkeleton rows={8} />;
  if (product.isError) {
    // A failure envelope (missing, not approved) says so; a network failure can be retried.
    if (product.error instanceof ApiError) return <NotFound />;
    return (
      <div className="souq-container store-page">
        <LoadFailed onRetry={() => void product.refetch()} compact={false} error={product.error} />
      </div>
    );
  }
  return <Details product={product.data} />;
}

function Details({ product }: { product: ProductDetails }) {
  const { t } = useTranslation(NS);
  const locale = currentLocale();
  const visitor = useSession((s) => s.visitor);
  const isProvider = visitor === 'provider';
  const [ratingsOpen, setRatingsOpen] = useState(false);
  // The ratings dialog (antd's Modal) is mounted the first time it opens: a first view fetches no antd.
  const ratingsMounted = useOpenedOnce(ratingsOpen);
  const images = product.preview_files_attachments.map((a) => ({
    link: a.link,
    alt: a.alt || t('product.imageAlt', { name: product.name }),
  }));
  const discounted = product.has_discount && product.price_after_discount < product.price;

  return (
    <div className="souq-container store-page store-details">
      <div className="store-details__top">
        <div className="store-details__gallery">
          {images.length ? <ImageGallery images={images} autoplayMs={GALLERY_AUTOPLAY_MS} /> : <Placeholder shape="block" height={280} />}
        </div>

        <section className="store-details__summary" aria-labelledby="store-product-title">
          <p className="store-muted store-details__category">
            <bdi>{product.category.name}</bdi>
          </p>
          <div className="store-details__title-row">
            <h1 id="store-product-title" className="store-page__title">
              <bdi>{product.name}</bdi>
            </h1>
            {isProvider ? null : <FavoriteButton productId={product.id} name={product.name} favorite={product.is_favorite} size="large" />}
          </div>
          {product.is_approved ? null : <span className="souq-chip">{t('details.pendingApproval')}</span>}

          <div className="store-details__price">
            <ProductPrice product={product} size="large" />
          </div>
          {discounted && product.discount_expire ? (
            <p className="store-details__expiry">
              {t('details.discountUntil', { date: formatDate(product.discount_expire.slice(0, 10), locale) })}
            </p>
          ) : null}

          <dl className="store-details__facts">
            <div>
              <dt>{t('details.rating')}</dt>
              <dd>
                <Stars value={product.rate} />
                <PlainButton variant="text" onClick={() => setRatingsOpen(true)} aria-haspopup="dialog">
                  {t('details.showRatings')} ({t('details.ratingsCount', { count: product.rates_count })})
                </PlainButton>
              </dd>
            </div>
            <div>
              <dt>{t('details.downloads')}</dt>
              <dd>
                <DownloadOutlined aria-hidden="true" /> {t('product.downloads', { count: product.download_count })}
              </dd>
            </div>
          </dl>

          {product.features.length ? (
            <div className="store-details__features">
              <h2 className="store-panel__title">{t('details.features')}</h2>
              <ul>
                {product.features.map((f) => (
                  <li key={f.id} className="souq-chip">
                    {f.name}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {isProvider ? null : (
            <div className="store-details__actions">
              {product.is_purchased ? (
                <p className="store-details__owned">
                  {t('details.purchased')} <Link to={paths.filesView.getHref()}>{t('details.myFiles')}</Link>
                </p>
              ) : (
                <AddToCartButton productId={product.id} inCart={product.is_in_cart} />
              )}
            </div>
          )}

          <SellerCard provider={product.provider} />
        </section>
      </div>

      <TitledSection
        className="store-panel store-details__description"
        headingId="store-product-description"
        heading={t('details.description')}
        headingClassName="store-panel__title"
      >
        <p className="store-prose" dir="auto">
          {product.description || t('details.noDescription')}
        </p>
      </TitledSection>

      {isProvider ? null : <SimilarProducts productId={product.id} />}

      {ratingsMounted ? (
        // The dialog suspends here while its chunks come, not the whole page.
        <Suspense fallback={null}>
          <ProductRatingsModal productId={product.id} name={product.name} open={ratingsOpen} onClose={() => setRatingsOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function SellerCard({ provider }: { provider: ProductDetails['provider'] }) {
  const { t } = useTranslation(NS);
  return (
    <section className="store-panel store-seller" aria-label={t('details.seller')}>
      <img className="store-seller__avatar" {...imageSources(provider.image, '56px')} alt="" width={56} height={56} />
      <div className="store-seller__body">
        <span className="store-muted">{t('details.seller')}</span>
        <strong>
          <bdi>{provider.name}</bdi>
        </strong>
        <Stars value={provider.rate} size={12} />
      </div>
      <Link to={paths.providerProfile.getHref({ id: provider.id })} className="store-seller__link">
        {t('details.sellerProfile')}
      </Link>
    </section>
  );
}

function SimilarProducts({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const similar = useSimilarProducts(productId, true);
  return (
    <TitledSection className="store-details__similar" headingId="store-similar-title" heading={t('details.similar')}>
      {similar.isPending ? (
        <ProductGridSkeleton count={4} />
      ) : similar.isError ? (
        <LoadFailed onRetry={() => void similar.refetch()} error={similar.error} />
      ) : similar.data.length === 0 ? (
        <EmptyState message={t('details.noSimilar')} />
      ) : (
        <ProductGrid products={similar.data} />
      )}
    </TitledSection>
  );
}
