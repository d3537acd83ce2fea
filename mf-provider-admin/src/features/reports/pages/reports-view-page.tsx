import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@souq/ui';
import { NS } from '@/config/i18n';

/** /reportsView — placeholder until the feature lands. */
export default function ReportsViewPage() {
  const { t } = useTranslation(NS);
  return <ComingSoon page={t('titles.reportsView')} />;
}
