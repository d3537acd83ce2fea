import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { NS } from '@/config/i18n';

/** /editProviderProduct/:id — placeholder until the feature lands. */
export default function EditProviderProductPage() {
  const { t } = useTranslation(NS);
  return <ComingSoon page={t('titles.editProviderProduct')} />;
}
