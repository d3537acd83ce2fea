import '../i18n';
import { useTranslation } from 'react-i18next';
import { FileProtectOutlined } from '@souq/ui/icons';
import { currentLocale } from '@souq/i18n';
import { useSettings } from '@/lib/api/get-settings';
import { StaticPage } from '../components/static-page';
import { TextContent } from '../components/text-content';
import { toPlainText } from '../utils';

export default function ConditionsPage() {
  const { t } = useTranslation('static');
  const settings = useSettings();
  const terms = currentLocale() === 'en' ? settings.data?.terms_en : settings.data?.terms_ar;
  return (
    <StaticPage title={t('routes:conditions')} icon={<FileProtectOutlined />} width={880}>
      <TextContent text={toPlainText(terms)} isPending={settings.isPending} isError={settings.isError} onRetry={() => settings.refetch()} />
    </StaticPage>
  );
}
