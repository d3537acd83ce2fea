import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  EmptyState,
  imageSources,
  LoadFailed,
  Modal,
  Placeholder,
  Slider,
  TitledSection,
  useDeferredQuery,
  useSubServices,
} from '@souq/ui';
import { NS } from '@/config/namespace';
import '../i18n';
import type { Category as ServiceCategory } from '@souq/contracts';
import { useServiceCategories } from '../api/get-service-categories';
import { paths } from '@souq/routes';
import { homeSliderClass } from '@/components/home-slider';
import './service-categories.css';

const PLACEHOLDERS = [1, 2, 3, 4, 5, 6];

/** docs/product/README.md#constants: services slider every 5 s; 6 items on wide screens, 2-3 on small ones. */
export const CATEGORIES_AUTOPLAY_MS = 5000;
export const CATEGORIES_PER_VIEW = { wide: 6, medium: 3, small: 2 };

function SubServicesList({ category }: { category: ServiceCategory }) {
  const { t } = useTranslation(NS);
  const sub = useSubServices(category.id);
  if (sub.isPending) return <Placeholder lines={3} />;
  const list = sub.data ?? [];
  if (list.length === 0) return <EmptyState message={t('categories.noSubServices')} />;
  return (
    <ul className="souq-sub-services">
      {list.map((s) => (
        <li key={s.id}>
          <Link to={paths.providersView.getHref({ id: s.id, category: category.id, text: s.name })}>{s.name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function ServiceCategories() {
  const { t } = useTranslation(NS);
  const categories = useDeferredQuery(useServiceCategories());
  const [open, setOpen] = useState<ServiceCategory | null>(null);

  return (
    <TitledSection className="souq-categories" headingId="souq-service-categories-title" heading={t('categories.title')}>
      {categories.isError ? (
        <LoadFailed onRetry={() => void categories.refetch()} error={categories.error} />
      ) : categories.isPending ? (
        <div className="souq-categories__skeleton" data-testid="categories-skeleton">
          {PLACEHOLDERS.slice(0, 6).map((i) => (
            <Placeholder key={i} shape="block" height={150} />
          ))}
        </div>
      ) : (categories.data ?? []).length === 0 ? (
        <EmptyState message={t('categories.empty')} />
      ) : (
        <Slider
          label={t('categories.title')}
          autoplayMs={CATEGORIES_AUTOPLAY_MS}
          // Fewer categories than columns share the row (five tiles leave no empty sixth column).
          perView={{ ...CATEGORIES_PER_VIEW, wide: Math.min(CATEGORIES_PER_VIEW.wide, Math.max(1, categories.data?.length ?? 0)) }}
          className={homeSliderClass(categories.data?.length ?? 0, CATEGORIES_PER_VIEW.wide)}
        >
          {(categories.data ?? []).map((c) => (
            <button
              key={c.id}
              type="button"
              className="souq-category-card"
              onClick={() => setOpen(c)}
              aria-label={t('categories.open', { name: c.name })}
            >
              {c.image ? (
                <img {...imageSources(c.image, '72px')} alt="" width={72} height={72} loading="lazy" />
              ) : (
                <span className="souq-category-card__placeholder" aria-hidden="true" />
              )}
              <span className="souq-category-card__name">{c.name}</span>
            </button>
          ))}
        </Slider>
      )}
      {open ? (
        <Modal open onCancel={() => setOpen(null)} footer={null} title={t('categories.subServices', { name: open.name })} destroyOnHidden>
          <SubServicesList category={open} />
        </Modal>
      ) : null}
    </TitledSection>
  );
}
