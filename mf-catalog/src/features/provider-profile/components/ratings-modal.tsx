import { useTranslation } from 'react-i18next';
import { EmptyState, RatingList, Skeleton } from '@souq/ui';
import { NS } from '@/config/i18n';
import { CatalogModal } from '@/components/item-modal';
import { LoadError } from '@/components/load-error';

import type { catalog, ResponseData } from '@souq/contracts';

type ProviderRate = ResponseData<typeof catalog.providerRates>[number];

export interface RatingsModalProps {
  open: boolean;
  onClose: () => void;
  providerName: string;
  rates: ProviderRate[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The provider's ratings: who, stars, when and the comment. */
export function RatingsModal({ open, onClose, providerName, rates, pending, failed, onRetry }: RatingsModalProps) {
  const { t } = useTranslation(NS);
  return (
    <CatalogModal open={open} onClose={onClose} width={560} title={t('ratings.title', { name: providerName })}>
      {pending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : failed ? (
        <LoadError title={t('ratings.loadError')} onRetry={onRetry} />
      ) : !rates?.length ? (
        <EmptyState message={t('ratings.empty')} />
      ) : (
        <RatingList rates={rates} anonymous={t('ratings.anonymous')} />
      )}
    </CatalogModal>
  );
}
