import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CODE_LENGTH } from '@souq/contracts';
import { Button } from '@souq/ui';
import { useActivateAccount } from '../api/activate-account';
import { useSendActivationCode } from '../api/send-activation-code';
import { CodeConfirmCard, type CodeTarget } from '../components/code-confirm-card';
import { SuccessModal } from '../components/success-modal';
import { notifyError } from '../utils/notify';
import { paths } from '@souq/routes';

export default function ProviderConfirmPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const activate = useActivateAccount('provider');
  const resend = useSendActivationCode('provider');
  const [done, setDone] = useState(false);

  const onSubmit = async (code: string, { phone, country_code }: CodeTarget) => {
    try {
      await activate.mutateAsync({ country_code, phone, code });
      // No sign-in: an unapproved provider cannot sign in until the admin approves.
      setDone(true);
    } catch (err) {
      notifyError(err, t);
    }
  };

  const toLogin = () => navigate(paths.providerLogin.getHref(), { replace: true });

  return (
    <CodeConfirmCard
      title={t('routes:providerConfirm')}
      noPhoneSubtitle={t('subtitles.confirmNoPhone', { length: CODE_LENGTH })}
      changeNumberTo={paths.providerRegister.getHref()}
      restartTo={paths.providerLogin.getHref()}
      submitting={activate.isPending || done}
      onSubmit={onSubmit}
      resend={resend.mutateAsync}
    >
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
    </CodeConfirmCard>
  );
}
