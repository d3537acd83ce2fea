import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@souq/routes';
import { ShopOutlined, UserOutlined } from '@souq/ui/icons';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';

/** Each sign-in page's picture, where to register, and the other sign-in. */
const ACCOUNTS = {
  user: { icon: <UserOutlined />, register: paths.userRegister, other: paths.providerLogin, otherLabel: 'links.asProvider' },
  provider: { icon: <ShopOutlined />, register: paths.providerRegister, other: paths.userLogin, otherLabel: 'links.asUser' },
} as const;

/** The sign-in page of customers or providers: the form, then links to register, to the other sign-in and to contact us. */
export function LoginPage({ account }: { account: keyof typeof ACCOUNTS }) {
  const { t } = useTranslation('identity');
  const a = ACCOUNTS[account];
  return (
    <AuthCard
      title={t(`routes:${account}Login`)}
      subtitle={t(`subtitles.${account}Login`)}
      icon={a.icon}
      footer={
        <>
          <span>
            {t('links.noAccount')} <Link to={a.register.getHref()}>{t('links.registerNow')}</Link>
          </span>
          <Link to={a.other.getHref()}>{t(a.otherLabel)}</Link>
          <Link to={paths.contact.getHref()}>{t('links.contactUs')}</Link>
        </>
      }
    >
      <LoginForm account={account} />
    </AuthCard>
  );
}
