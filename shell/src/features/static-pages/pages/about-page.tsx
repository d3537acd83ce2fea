import '../i18n';
import { useTranslation } from 'react-i18next';
import { InfoCircleOutlined } from '@souq/ui/icons';
import { useAbout } from '@/lib/api/get-about';
import { useSettings } from '@/lib/api/get-settings';
import { StaticPage } from '../components/static-page';
import { TextContent } from '../components/text-content';
import { toPlainText } from '../utils';

export default function AboutPage() {
  const { t } = useTranslation('static');
  const about = useAbout();
  const settings = useSettings();
  const image = settings.data?.about_image;
  return (
    <StaticPage title={t('routes:about')} icon={<InfoCircleOutlined />} width={880}>
      {typeof image === 'string' && image && (
        <img
          src={image}
          alt={t('routes:about')}
          style={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 12, marginBlockEnd: 24, display: 'block' }}
        />
      )}
      <TextContent text={toPlainText(about.data)} isPending={about.isPending} isError={about.isError} onRetry={() => about.refetch()} />
    </StaticPage>
  );
}
