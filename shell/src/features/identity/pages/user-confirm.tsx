import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SafetyOutlined } from '@ant-design/icons';
import { getSession, useSession } from '@souq/auth';
import { CODE_LENGTH } from '@souq/contracts';
import { useActivateAccount } from '../api/activate-account';
import { useSendActivationCode } from '../api/send-activation-code';
import { AuthCard } from '../components/auth-card';
import { CodeForm } from '../components/code-form';
import { MissingPhone } from '../components/missing-phone';
import { formatPhone } from '../utils/format-phone';
import { notifyError, notifySuccess } from '../utils/notify';

export default function UserConfirmPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const phone = useSession((s) => s.phone);
  const country_code = useSession((s) => s.country_code);
  const name = useSession((s) => s.name);
  const activate = useActivateAccount('user');
  const resend = useSendActivationCode('user');

  const onSubmit = async (code: string) => {
    if (!phone || !country_code) return;
    try {
      const res = await activate.mutateAsync({ country_code, phone, code, user_name: name ?? undefined });
      const token = res.data?.token;
      if (!token) {
        // Activated but no session handed out: let the user sign in normally.
        notifySuccess(res.msg, t('messages.activated'));
        navigate('/userLogin', { replace: true });
        return;
      }
      const s = getSession();
      getSession().signIn({
        token,
        visitor: 'user',
        userid: res.data?.id != null ? String(res.data.id) : s.userid,
        name: res.data?.name ?? s.name,
        phone,
        country_code,
      });
      notifySuccess(res.msg, t('messages.loginSuccess'));
      navigate('/', { replace: true });
    } catch (err) {
      notifyError(err, t);
    }
  };

  const onResend = async () => {
    if (!phone || !country_code) return;
    try {
      const res = await resend.mutateAsync({ country_code, phone });
      notifySuccess(res.msg, t('messages.codeSent'));
    } catch (err) {
      notifyError(err, t);
      throw err;
    }
  };

  return (
    <AuthCard
      title={t('titles.userConfirm')}
      subtitle={
        phone
          ? t('subtitles.confirm', { length: CODE_LENGTH, phone: formatPhone(country_code, phone) })
          : t('subtitles.confirmNoPhone', { length: CODE_LENGTH })
      }
      icon={<SafetyOutlined />}
      footer={
        <span>
          {t('links.wrongNumber')} <Link to="/userRegester">{t('actions.changeNumber')}</Link>
        </span>
      }
    >
      {phone && country_code ? (
        <CodeForm submitting={activate.isPending} onSubmit={onSubmit} onResend={onResend} />
      ) : (
        <MissingPhone restartTo="/userLogin" />
      )}
    </AuthCard>
  );
}
