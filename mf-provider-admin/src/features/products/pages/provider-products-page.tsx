import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { NS } from '@/config/i18n';

/** /providerProducts — placeholder until the feature lands. */
export default function ProviderProductsPage() {
  const { t } = useTranslation(NS);
  return <ComingSoon page={t('titles.providerProducts')} />;
}
