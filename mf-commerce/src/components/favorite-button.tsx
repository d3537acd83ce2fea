import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { useSession } from '@souq/auth';
import { toast } from '@souq/event-bus';
import { PlainButton, useNeedLogin } from '@souq/ui';
import { HeartFilled, HeartOutlined } from '@souq/ui/icons';
import { NS } from '@/config/namespace';
import { useToggleFavorite } from '@/lib/api/favorites';
import { SHORT_TOAST_MS } from '@/lib/toast-times';
import './i18n';

export interface FavoriteButtonProps {
  productId: number;
  name: string;
  favorite: boolean;
  /** Called once the server has changed it (the favourites page drops the card). */
  onChanged?: (favorite: boolean) => void;
  size?: 'middle' | 'large';
}

/** The heart of a product: customers toggle it, guests are asked to sign in, providers never see it. */
export function FavoriteButton({ productId, name, favorite, onChanged, size = 'middle' }: FavoriteButtonProps) {
  const { t } = useTranslation(NS);
  const visitor = useSession((s) => s.visitor);
  const { ensureSignedIn } = useNeedLogin();
  const toggle = useToggleFavorite();
  if (visitor === 'provider') return null;

  const onClick = () => {
    if (!ensureSignedIn()) return;
    const next = !favorite;
    toggle.mutate(
      { productId, favorite: next },
      {
        onSuccess: (res) => {
          toast.success(res.msg || t(next ? 'product.favoriteAdded' : 'product.favoriteRemoved'), SHORT_TOAST_MS);
          onChanged?.(next);
        },
        onError: (err) => toast.error(errorMessage(err, t('product.genericError')), SHORT_TOAST_MS),
      },
    );
  };

  // A plain button (antd's look without antd): product cards and the product page show it in
  // their first view, which then fetches none of antd's chunks.
  return (
    <PlainButton
      shape="circle"
      size={size}
      className={`store-heart${favorite ? ' store-heart--on' : ''}`}
      icon={favorite ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
      aria-label={t(favorite ? 'product.removeFavorite' : 'product.addFavorite', { name })}
      aria-pressed={favorite}
      loading={toggle.isPending}
      onClick={onClick}
    />
  );
}
