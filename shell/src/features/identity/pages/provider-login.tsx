import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShopOutlined } from '@ant-design/icons';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function ProviderLoginPage() {
  const { t } = useTranslation('identity');
  return (
    <AuthCard
      title={t('titles.providerLogin')}
      subtitle={t('subtitles.providerLogin')}
      icon={<ShopOutlined />}
      footer={
        <>
          <span>
            {t('links.noAccount')} <Link to="/providerRegester">{t('links.registerNow')}</Link>
          </span>
          <Link to="/userLogin">{t('links.asUser')}</Link>
          <Link to="/contactView">{t('links.contactUs')}</Link>
        </>
      }
    >
      <LoginForm account="provider" />
    </AuthCard>
  );
}
