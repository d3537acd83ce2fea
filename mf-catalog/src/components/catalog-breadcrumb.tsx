import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlainBreadcrumb } from '@souq/ui';
import { HomeOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { paths } from '@souq/routes';

export interface CatalogBreadcrumbProps {
  /** The category's name, when known. */
  category?: string | null;
  /** The current page's name. */
  current: string;
}

/**
 * Home › category › current page, on every catalogue page. Plain (no antd): it is in the first
 * view of the providers list, where antd's Breadcrumb chunk used to arrive after the list. The
 * slot keeps the line the server's first-view placeholder draws.
 */
export function CatalogBreadcrumb({ category, current }: CatalogBreadcrumbProps) {
  const { t } = useTranslation(NS);
  return (
    <div className="catalog-breadcrumb-slot">
      <PlainBreadcrumb
        aria-label={t('common.breadcrumb')}
        className="catalog-breadcrumb"
        items={[
          {
            title: (
              <Link to={paths.home.getHref()}>
                <HomeOutlined aria-hidden="true" /> {t('home')}
              </Link>
            ),
          },
          ...(category ? [{ title: category }] : []),
          { title: <span aria-current="page">{current}</span> },
        ]}
      />
    </div>
  );
}
