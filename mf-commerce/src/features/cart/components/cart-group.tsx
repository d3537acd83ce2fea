import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import type { Cart } from '@souq/contracts';
import { toast } from '@souq/event-bus';
import { paths } from '@souq/routes';
import { imageSources, PlainButton, Popconfirm, Price, useOpenedOnce } from '@souq/ui';
import { DeleteOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { useRemoveCartItem } from '@/lib/api/cart';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import '../i18n';

type CartGroupData = Cart['cart_items'][number];
type CartItemData = CartGroupData['items'][number];

/** One store's items in the cart, with its total. */
export function CartGroup({ group, onRemoved }: { group: CartGroupData; onRemoved: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <section className="store-panel cart-group" aria-label={group.provider.name}>
      <header className="cart-group__head">
        <img className="cart-group__avatar" {...imageSources(group.provider.image, '40px')} alt="" width={40} height={40} />
        <div className="cart-group__store">
          <Link to={paths.providerProfile.getHref({ id: group.provider.id })}>
            <strong>
              <bdi>{group.provider.name}</bdi>
            </strong>
          </Link>
          {group.provider.description ? (
            <span className="store-muted cart-group__description" dir="auto">
              {group.provider.description}
            </span>
          ) : null}
        </div>
        <div className="cart-group__total">
          <span className="store-muted">{t('cart.storeTotal')}</span>
          <Price amount={group.provider_total_price} />
        </div>
      </header>
      <ul className="cart-items">
        {group.items.map((item) => (
          <li key={item.id}>
            <CartItem item={item} onRemoved={onRemoved} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CartItem({ item, onRemoved }: { item: CartItemData; onRemoved: () => void }) {
  const { t } = useTranslation(NS);
  const remove = useRemoveCartItem();
  const preview = item.preview_files_attachments[0]?.link;
  const discounted = item.discount_price !== null && item.discount_price < item.variant_price;

  const onConfirm = () =>
    new Promise<void>((resolve) => {
      remove.mutate(item.id, {
        onSuccess: (res) => {
          toast.success(res.msg || t('cart.removed'), SHORT_TOAST_MS);
          onRemoved();
        },
        onError: (err) => toast.error(errorMessage(err, t('product.genericError')), SHORT_TOAST_MS),
        onSettled: () => resolve(),
      });
    });

  return (
    <article className="cart-item">
      {preview ? (
        <img className="cart-item__image" {...imageSources(preview, '96px')} alt={t('cart.itemImage', { name: item.variant_name })} />
      ) : null}
      <div className="cart-item__body">
        <Link to={paths.providerProductDetails.getHref({ id: item.product_id })} className="cart-item__name">
          <bdi>{item.variant_name}</bdi>
        </Link>
        {item.product_description ? (
          <p className="store-muted cart-item__description" dir="auto">
            {item.product_description}
          </p>
        ) : null}
        <span className="store-price">
          <Price amount={item.effective_price} />
          {discounted ? <Price amount={item.variant_price} old /> : null}
        </span>
      </div>
      <RemoveItem name={item.variant_name} pending={remove.isPending} onConfirm={onConfirm} />
    </article>
  );
}

/**
 * The remove button and its confirmation. The button is a plain one and antd's Popconfirm is
 * mounted (open) at the first click: the cart's first view fetches none of antd's chunks.
 */
function RemoveItem({ name, pending, onConfirm }: { name: string; pending: boolean; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const button = (
    <PlainButton
      variant="text"
      className="cart-item__remove"
      icon={<DeleteOutlined aria-hidden="true" />}
      aria-label={t('cart.removeLabel', { name })}
      loading={pending}
      // Once the Popconfirm is mounted, it opens and closes on its own trigger.
      onClick={mounted ? undefined : () => setOpen(true)}
    >
      <span className="cart-item__remove-text">{t('cart.remove')}</span>
    </PlainButton>
  );
  if (!mounted) return button;
  return (
    <Popconfirm
      open={open}
      onOpenChange={setOpen}
      title={t('cart.removeConfirm', { name })}
      okText={t('cart.removeOk')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {button}
    </Popconfirm>
  );
}
