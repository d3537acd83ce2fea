import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, Placeholder, ToolOutlined, useSubServices } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useServiceCategories, type Category } from '../../api/get-service-categories';
import { paths } from '@souq/routes';
import { Disclosure } from './disclosure';

/** Categories on one side; clicking a category lists its sub-services (docs/product/README.md#screens-and-routes). */
export function ServicesPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const categories = useServiceCategories();
  const [selected, setSelected] = useState<Category | null>(null);
  const subServices = useSubServices(selected?.id ?? null);

  if (categories.isPending) return <Placeholder lines={3} />;
  const list = categories.data ?? [];
  if (list.length === 0) return <EmptyState message={t('header.noServices')} />;

  return (
    <div className="souq-services-panel">
      <ul className="souq-services-panel__categories" aria-label={t('header.services')}>
        {list.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              className="souq-menu-item"
              aria-expanded={selected?.id === c.id}
              aria-controls="souq-sub-services"
              onClick={() => setSelected(c)}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
      <div id="souq-sub-services" className="souq-services-panel__sub" aria-live="polite">
        {selected === null ? (
          <p className="souq-muted">{t('header.chooseCategory')}</p>
        ) : subServices.isPending ? (
          <Placeholder lines={3} />
        ) : (subServices.data ?? []).length === 0 ? (
          <p className="souq-muted" role="status">
            {t('header.noSubServices')}
          </p>
        ) : (
          <ul aria-label={selected.name}>
            {(subServices.data ?? []).map((s) => (
              <li key={s.id}>
                <Link
                  className="souq-menu-item"
                  to={paths.providersView.getHref({ id: s.id, category: selected.id, text: s.name })}
                  onClick={onNavigate}
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function ServicesMenu() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Disclosure label={t('header.services')} icon={<ToolOutlined />}>
      {(close) => <ServicesPanel onNavigate={close} />}
    </Disclosure>
  );
}
