import { useTranslation } from 'react-i18next';
import { EmptyState, Modal, Skeleton, Stars } from '@souq/ui';
import { currentLocale, formatDate } from '@souq/i18n';
import { NS } from '@/config/i18n';
import { LoadError } from '@/components/load-error';

import type { ProviderRate } from '../api/get-provider-rates';

export interface RatingsModalProps {
  open: boolean;
  onClose: () => void;
  providerName: string;
  rates: ProviderRate[] | undefined;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
}

// The existing backend stored un-sent comments as the text 'undefined' (docs/existing-client.md#ec-6-28).
const hasComment = (c: string | null | undefined): c is string => Boolean(c?.trim() && c !== 'undefined' && c !== 'null');

/** The provider's ratings: who, stars, when and the comment. */
export function RatingsModal({ open, onClose, providerName, rates, pending, failed, onRetry }: RatingsModalProps) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('ratings.title', { name: providerName })}
      width={560}
      closable={{ 'aria-label': t('close') }}
    >
      {pending ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : failed ? (
        <LoadError title={t('ratings.loadError')} onRetry={onRetry} />
      ) : !rates?.length ? (
        <EmptyState message={t('ratings.empty')} />
      ) : (
        <ul className="catalog-ratings">
          {rates.map((r) => (
            <li key={r.id} className="catalog-ratings__item">
              <div className="catalog-ratings__head">
                <strong>
                  <bdi>{r.user?.name || t('ratings.anonymous')}</bdi>
                </strong>
                <time className="catalog-muted" dateTime={r.created_at}>
                  {formatDate(r.created_at, currentLocale())}
                </time>
              </div>
              <Stars value={r.value} />
              {hasComment(r.comment) ? (
                <p className="catalog-ratings__comment" dir="auto">
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
