import '../i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShopOutlined } from '@souq/ui/icons';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { paths } from '@souq/routes';

export default function ProviderLoginPage() {
  const { t } = useTranslation('identity');
  return (
    <AuthCard
      title={t('routes:providerLogin')}
      subtitle={t('subtitles.providerLogin')}
      icon={<ShopOutlined />}
      footer={
        <>
          <span>
            {t('links.noAccount')} <Link to={paths.providerRegister.getHref()}>{t('links.registerNow')}</Link>
          </span>
          <Link to={paths.userLogin.getHref()}>{t('links.asUser')}</Link>
          <Link to={paths.contact.getHref()}>{t('links.contactUs')}</Link>
        </>
      }
    >
      <LoginForm account="provider" />
    </AuthCard>
  );
}
