import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { SafetyOutlined } from '@ant-design/icons';
import { useSession } from '@souq/auth';
import { CODE_LENGTH } from '@souq/contracts';
import { Button } from '@souq/ui';
import { useActivateAccount } from '../api/activate-account';
import { useSendActivationCode } from '../api/send-activation-code';
import { AuthCard } from '../components/auth-card';
import { CodeForm } from '../components/code-form';
import { MissingPhone } from '../components/missing-phone';
import { formatPhone } from '../utils/format-phone';
import { SuccessModal } from '../components/success-modal';
import { notifyError, notifySuccess } from '../utils/notify';

export default function ProviderConfirmPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const phone = useSession((s) => s.phone);
  const country_code = useSession((s) => s.country_code);
  const activate = useActivateAccount('provider');
  const resend = useSendActivationCode('provider');
  const [done, setDone] = useState(false);

  const onSubmit = async (code: string) => {
    if (!phone || !country_code) return;
    try {
      await activate.mutateAsync({ country_code, phone, code });
      // No sign-in: an unapproved provider cannot sign in until the admin approves.
      setDone(true);
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

  const toLogin = () => navigate('/providerLogin', { replace: true });

  return (
    <AuthCard
      title={t('titles.providerConfirm')}
      subtitle={
        phone
          ? t('subtitles.confirm', { length: CODE_LENGTH, phone: formatPhone(country_code, phone) })
          : t('subtitles.confirmNoPhone', { length: CODE_LENGTH })
      }
      icon={<SafetyOutlined />}
      footer={
        <span>
          {t('links.wrongNumber')} <Link to="/providerRegester">{t('actions.changeNumber')}</Link>
        </span>
      }
    >
      {phone && country_code ? (
        <CodeForm submitting={activate.isPending || done} onSubmit={onSubmit} onResend={onResend} />
      ) : (
        <MissingPhone restartTo="/providerLogin" />
      )}
      <SuccessModal
        open={done}
        autoCloseMs={false}
        title={t('messages.providerWaitApprovalTitle')}
        subTitle={t('messages.providerWaitApproval')}
        onClose={toLogin}
        extra={
          <Button type="primary" onClick={toLogin}>
            {t('actions.goToLogin')}
          </Button>
        }
      />
    </AuthCard>
  );
}
