import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Result } from '@souq/ui';
import { paths, withReturnTo } from '@souq/routes';
import { SHELL_NS } from '@/config/i18n';
import { signOutTo } from '@/features/identity/utils/sign-out-to';

/**
 * A login-only page opened with the other kind of account (a provider on /userProfile, a
 * customer on /bankView): say whose page it is, instead of an endless skeleton over the API's
 * "customers only", and offer the visitor's own page or signing in with the right account
 * (which comes back here).
 */
export function RoleMismatchPage({ needs }: { needs: 'user' | 'provider' }) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const mine = needs === 'user' ? paths.providerEditProfile.getHref() : paths.userProfile.getHref();
  const login = needs === 'user' ? paths.userLogin.getHref() : paths.providerLogin.getHref();
  // The login form drops the session on arrival (signing out here would bounce home first).
  const signInAgain = () => signOutTo(navigate, withReturnTo(login, `${pathname}${search}`));
  return (
    <Result
      status="warning"
      title={t(needs === 'user' ? 'roleMismatch.userTitle' : 'roleMismatch.providerTitle')}
      subTitle={t('roleMismatch.message')}
      extra={[
        <Button key="mine" type="primary" onClick={() => navigate(mine)}>
          {t('roleMismatch.toMine')}
        </Button>,
        <Button key="switch" onClick={signInAgain}>
          {t(needs === 'user' ? 'roleMismatch.signInAsUser' : 'roleMismatch.signInAsProvider')}
        </Button>,
      ]}
    />
  );
}
