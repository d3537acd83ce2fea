import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@souq/ui';
import { HomeOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { useServiceNames } from '../api/get-category-services';
import { paths } from '@souq/routes';

export interface ProvidersBreadcrumbProps {
  serviceId: number;
  /** The route's `:category`: the category's name (header links) or its id. */
  category: string;
  /** The route's `:text`: the sub-service's name. */
  text: string;
}

/** Home › category › sub-service. Names come from the route; an id is looked up. */
export function ProvidersBreadcrumb({ serviceId, category, text }: ProvidersBreadcrumbProps) {
  const { t } = useTranslation(NS);
  const { categoryName, serviceName } = useServiceNames(serviceId, category, text);

  // The slot keeps the breadcrumb's line while antd's Breadcrumb chunk loads (it has no
  // placeholder): arriving after the list, it pushed the whole page down (CLS 0.21–0.23).
  return (
    <div className="catalog-breadcrumb-slot">
      <Breadcrumb
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
          ...(categoryName ? [{ title: categoryName }] : []),
          { title: <span aria-current="page">{serviceName || t('routes:providersView')}</span> },
        ]}
      />
    </div>
  );
}
