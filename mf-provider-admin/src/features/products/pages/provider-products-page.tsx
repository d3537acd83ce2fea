import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { ROUTES_NS } from '@souq/routes';

/** /providerProducts — placeholder until the feature lands. */
export default function ProviderProductsPage() {
  const { t } = useTranslation(ROUTES_NS);
  return <ComingSoon page={t('providerProducts')} />;
}
