import { useTranslation } from 'react-i18next';
import { DateText, EmptyState, LoadFailed, Modal, Skeleton, Stars } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useProductRates } from '../api/get-product-rates';
import '../i18n';

// The existing backend stored un-sent comments as the text 'undefined' (docs/existing-client.md#ec-6-28).
const hasComment = (c: string | null | undefined): c is string => Boolean(c?.trim() && c !== 'undefined' && c !== 'null');

/** Who rated the product, the stars, when, and the comment. */
export function ProductRatingsModal({
  productId,
  name,
  open,
  onClose,
}: {
  productId: number;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(NS);
  const rates = useProductRates(productId, open);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('ratings.title', { name })}
      width={560}
      closable={{ 'aria-label': t('close') }}
    >
      {rates.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : rates.isError ? (
        <LoadFailed onRetry={() => void rates.refetch()} />
      ) : rates.data.length === 0 ? (
        <EmptyState message={t('ratings.empty')} />
      ) : (
        <ul className="store-ratings">
          {rates.data.map((r) => (
            <li key={r.id} className="store-ratings__item">
              <div className="store-ratings__head">
                <strong>
                  <bdi>{r.user?.name || t('ratings.anonymous')}</bdi>
                </strong>
                <DateText className="store-muted" value={r.created_at} />
              </div>
              <Stars value={r.value} />
              {hasComment(r.comment) ? (
                <p className="store-ratings__comment" dir="auto">
                  {r.comment}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
