import { useTranslation } from 'react-i18next';
import { CatalogBreadcrumb } from '@/components/catalog-breadcrumb';
import { NS } from '@/config/i18n';
import { useServiceNames } from '../api/get-category-services';

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

  return <CatalogBreadcrumb category={categoryName} current={serviceName || t('routes:providersView')} />;
}
