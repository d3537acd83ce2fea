import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { useSession } from '@souq/auth';
import { toast } from '@souq/event-bus';
import { Button, ImageGallery, Stars, useNeedLogin } from '@souq/ui';
import { ShoppingCartOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { DetailList } from '@/components/detail-list';
import { ItemModal } from '@/components/item-modal';
import { useAddToCart } from '../api/add-to-cart';
import type { ProfileProduct } from '../api/types';
import { ProductPrice } from './product-card';
import { paths } from '@souq/routes';

/** docs/product/README.md#messages-and-errors: cart toasts last 2 s. */
const CART_TOAST_MS = 2000;

/** A product: gallery, prices, rating, downloads, description; add to cart for customers. */
export function ProductDetailsModal({ product, onClose }: { product: ProfileProduct | null; onClose: () => void }) {
  return (
    <ItemModal item={product} onClose={onClose}>
      {(p) => <ProductDetails product={p} />}
    </ItemModal>
  );
}

function ProductDetails({ product }: { product: ProfileProduct }) {
  const { t } = useTranslation(NS);
  const visitor = useSession((s) => s.visitor);
  const images = (product.preview_files_attachments ?? []).map((a) => ({
    link: a.link,
    alt: a.alt || t('common.image', { name: product.name }),
  }));
  return (
    <div className="catalog-modal-details">
      {images.length ? <ImageGallery images={images} /> : null}
      <DetailList
        items={[
          { label: t('common.price'), value: <ProductPrice product={product} /> },
          { label: t('common.rating'), value: <Stars value={product.rate} /> },
          { label: t('products.downloadsLabel'), value: t('products.downloads', { count: Number(product.download_count) || 0 }) },
        ]}
      />
      <section>
        <h3 className="catalog-section-title">{t('common.description')}</h3>
        <p className="catalog-prose" dir="auto">
          {product.description || t('common.noDescription')}
        </p>
      </section>
      <div className="catalog-modal-details__actions">
        {/* Providers see no cart controls (docs/product/README.md#roles-and-permissions). */}
        {visitor !== 'provider' ? <AddToCartButton productId={product.id} /> : null}
        <Link to={paths.providerProductDetails.getHref({ id: product.id })} className="catalog-button">
          {t('products.productPage')}
        </Link>
      </div>
    </div>
  );
}

function AddToCartButton({ productId }: { productId: number }) {
  const { t } = useTranslation(NS);
  const { ensureSignedIn } = useNeedLogin();
  const add = useAddToCart();
  const onClick = () => {
    if (!ensureSignedIn()) return;
    add.mutate(productId, {
      onSuccess: (res) => toast.success(res.msg || t('products.added'), CART_TOAST_MS),
      onError: (err) => toast.error(errorMessage(err, t('common.genericError')), CART_TOAST_MS),
    });
  };
  return (
    <Button type="primary" size="large" icon={<ShoppingCartOutlined aria-hidden="true" />} loading={add.isPending} onClick={onClick}>
      {t('products.addToCart')}
    </Button>
  );
}
