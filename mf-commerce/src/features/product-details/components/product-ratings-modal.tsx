import { useTranslation } from 'react-i18next';
import { EmptyState, LoadFailed, Modal, RatingList, Skeleton } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useProductRates } from '../api/get-product-rates';
import '../i18n';

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
        <LoadFailed onRetry={() => void rates.refetch()} error={rates.error} />
      ) : rates.data.length === 0 ? (
        <EmptyState message={t('ratings.empty')} />
      ) : (
        <RatingList rates={rates.data} anonymous={t('ratings.anonymous')} />
      )}
    </Modal>
  );
}
