import { useTranslation } from 'react-i18next';
import { ImageGallery, Price } from '@souq/ui';
import { GlobalOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { DetailList } from '@/components/detail-list';
import { ItemModal } from '@/components/item-modal';
import type { Work } from '../api/types';

/** A work: gallery, category, service, duration, price, link and description. */
export function WorkDetailsModal({ work, onClose }: { work: Work | null; onClose: () => void }) {
  return (
    <ItemModal item={work} onClose={onClose}>
      {(w) => <WorkDetails work={w} />}
    </ItemModal>
  );
}

function WorkDetails({ work }: { work: Work }) {
  const { t } = useTranslation(NS);
  return (
    <div className="catalog-modal-details">
      <ImageGallery images={work.attachments.map((a) => ({ link: a.link, alt: t('common.image', { name: work.name }) }))} />
      <DetailList
        items={[
          { label: t('common.category'), value: work.category?.name || '—' },
          { label: t('common.service'), value: work.service?.name || '—' },
          { label: t('common.duration'), value: t('days', { count: Number(work.duration) || 0 }) },
          { label: t('common.price'), value: <Price amount={work.price} /> },
          ...(work.link
            ? [
                {
                  label: t('works.link'),
                  value: (
                    <a href={work.link} target="_blank" rel="noopener noreferrer nofollow" className="catalog-link">
                      <GlobalOutlined aria-hidden="true" /> {t('works.visit')}
                    </a>
                  ),
                },
              ]
            : []),
        ]}
      />
      <section>
        <h3 className="catalog-section-title">{t('common.description')}</h3>
        <p className="catalog-prose" dir="auto">
          {work.description || t('common.noDescription')}
        </p>
      </section>
    </div>
  );
}
