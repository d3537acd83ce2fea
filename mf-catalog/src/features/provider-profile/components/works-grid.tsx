import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Price, useOpenedOnce } from '@souq/ui';
import { AppstoreOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import type { Work } from '../api/types';
import { TileCover } from './tile-cover';
import { WorkDetailsModal } from './work-details-modal';

/** The provider's works; each opens its details (docs/product/catalogue.md#provider-profile: works grid, work details modal). */
export function WorksGrid({ works }: { works: Work[] }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<Work | null>(null);
  const modalMounted = useOpenedOnce(open !== null);
  if (works.length === 0) return <EmptyState message={t('profile.noWorks')} />;
  return (
    <>
      <ul className="catalog-grid catalog-grid--tiles" aria-label={t('profile.works')}>
        {works.map((w) => {
          // attachments[0] is the thumbnail (existing client); the logo is the same file.
          const cover = w.attachments[0]?.link || w.logo?.link || '';
          return (
            <li key={w.id}>
              <button type="button" className="catalog-tile" onClick={() => setOpen(w)} aria-haspopup="dialog">
                <TileCover src={cover} emptyIcon={<AppstoreOutlined />} />
                <span className="catalog-tile__body">
                  <span className="catalog-tile__title">
                    <bdi>{w.name}</bdi>
                  </span>
                  <span className="catalog-tile__meta">
                    <span>{w.service?.name || w.category?.name}</span>
                    <Price amount={w.price} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {modalMounted ? <WorkDetailsModal work={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
