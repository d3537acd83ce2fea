import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { paths } from '@souq/routes';
import { PlainButton, useNeedLogin } from '@souq/ui';
import { ShoppingCartOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { useAddToCart } from '@/lib/api/cart';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import '@/components/i18n';
import '../i18n';

/** Add to cart (guests are asked to sign in); once in the cart, a link to it. */
export function AddToCartButton({ productId, inCart }: { productId: number; inCart: boolean }) {
  const { t } = useTranslation(NS);
  const { ensureSignedIn } = useNeedLogin();
  const add = useAddToCart();

  if (inCart) {
    return (
      <Link to={paths.cartView.getHref()} className="store-link-button">
        <ShoppingCartOutlined aria-hidden="true" /> {t('details.goToCart')}
      </Link>
    );
  }

  const onClick = () => {
    if (!ensureSignedIn()) return;
    add.mutate(productId, {
      onSuccess: (res) => toast.success(res.msg || t('product.cartAdded'), SHORT_TOAST_MS),
      onError: (err) => toast.error(errorMessage(err, t('product.genericError')), SHORT_TOAST_MS),
    });
  };

  // A plain button (antd's look without antd): the product page's first view fetches no antd.
  return (
    <PlainButton
      variant="primary"
      size="large"
      icon={<ShoppingCartOutlined aria-hidden="true" />}
      loading={add.isPending}
      onClick={onClick}
    >
      {t('product.addToCart')}
    </PlainButton>
  );
}
