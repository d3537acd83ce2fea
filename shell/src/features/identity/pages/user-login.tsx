import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserOutlined } from '@ant-design/icons';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function UserLoginPage() {
  const { t } = useTranslation('identity');
  return (
    <AuthCard
      title={t('titles.userLogin')}
      subtitle={t('subtitles.userLogin')}
      icon={<UserOutlined />}
      footer={
        <>
          <span>
            {t('links.noAccount')} <Link to="/userRegester">{t('links.registerNow')}</Link>
          </span>
          <Link to="/providerLogin">{t('links.asProvider')}</Link>
          <Link to="/contactView">{t('links.contactUs')}</Link>
        </>
      }
    >
      <LoginForm account="user" />
    </AuthCard>
  );
}
