import '../i18n';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getSession, useSession } from '@souq/auth';
import { CODE_LENGTH } from '@souq/contracts';
import { useActivateAccount } from '../api/activate-account';
import { useSendActivationCode } from '../api/send-activation-code';
import { CodeConfirmCard, type CodeTarget } from '../components/code-confirm-card';
import { notifyError, notifySuccess } from '../utils/notify';
import { paths } from '@souq/routes';

export default function UserConfirmPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const name = useSession((s) => s.name);
  const activate = useActivateAccount('user');
  const resend = useSendActivationCode('user');

  const onSubmit = async (code: string, { phone, country_code }: CodeTarget) => {
    try {
      const res = await activate.mutateAsync({ country_code, phone, code, user_name: name ?? undefined });
      const token = 'token' in res.data ? res.data.token : undefined;
      if (!token) {
        // Activated but no session handed out: let the user sign in normally.
        notifySuccess(res.msg, t('messages.activated'));
        navigate(paths.userLogin.getHref(), { replace: true });
        return;
      }
      const s = getSession();
      getSession().signIn({
        token,
        visitor: 'user',
        userid: res.data?.id != null ? String(res.data.id) : s.userid,
        name: 'user_name' in res.data ? res.data.user_name : s.name,
        phone,
        country_code,
      });
      notifySuccess(res.msg, t('messages.loginSuccess'));
      navigate(paths.home.getHref(), { replace: true });
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <CodeConfirmCard
      title={t('routes:userConfirm')}
      noPhoneSubtitle={t('subtitles.confirmNoPhone', { length: CODE_LENGTH })}
      changeNumberTo={paths.userRegister.getHref()}
      restartTo={paths.userLogin.getHref()}
      submitting={activate.isPending}
      onSubmit={onSubmit}
      resend={resend.mutateAsync}
    />
  );
}
