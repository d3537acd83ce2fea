import '../i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserOutlined } from '@souq/ui/icons';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { paths } from '@souq/routes';

export default function UserLoginPage() {
  const { t } = useTranslation('identity');
  return (
    <AuthCard
      title={t('routes:userLogin')}
      subtitle={t('subtitles.userLogin')}
      icon={<UserOutlined />}
      footer={
        <>
          <span>
            {t('links.noAccount')} <Link to={paths.userRegister.getHref()}>{t('links.registerNow')}</Link>
          </span>
          <Link to={paths.providerLogin.getHref()}>{t('links.asProvider')}</Link>
          <Link to={paths.contact.getHref()}>{t('links.contactUs')}</Link>
        </>
      }
    >
      <LoginForm account="user" />
    </AuthCard>
  );
}
