import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '@souq/ui';
import { HomeOutlined } from '@souq/ui/icons';
import { NS } from '@/config/i18n';
import { useCategoryServices } from '../api/get-category-services';

export interface ProvidersBreadcrumbProps {
  serviceId: number;
  /** The route's `:category`: the category's name (header links) or its id. */
  category: string;
  /** The route's `:text`: the sub-service's name. */
  text: string;
}

const asId = (v: string): number | null => (/^\d+$/.test(v) ? Number(v) : null);

/** Home › category › sub-service. Names come from the route; an id is looked up. */
export function ProvidersBreadcrumb({ serviceId, category, text }: ProvidersBreadcrumbProps) {
  const { t } = useTranslation(NS);
  const categoryId = asId(category);
  const services = useCategoryServices(categoryId);
  const match = services.data?.find((s) => s.id === serviceId);
  const categoryName = categoryId === null ? category : match ? String(match.category) : '';
  const serviceName = match?.name && asId(text) !== null ? match.name : text;

  return (
    <Breadcrumb
      aria-label={t('common.breadcrumb')}
      className="catalog-breadcrumb"
      items={[
        {
          title: (
            <Link to="/">
              <HomeOutlined aria-hidden="true" /> {t('common.home')}
            </Link>
          ),
        },
        ...(categoryName ? [{ title: categoryName }] : []),
        { title: <span aria-current="page">{serviceName}</span> },
      ]}
    />
  );
}
