/**
 * The three password-reset steps, shared by customers (/userForgetView,
 * /userConfirmPass, /userResetPassword) and providers (/ForgetView, /confirmPass,
 * /resetPassword). Phone and country travel in the session store, the reset token in
 * sessionStorage (utils/reset-flow).
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { KeyOutlined, LockOutlined } from '@souq/ui/icons';
import { useSession } from '@souq/auth';
import { DEFAULT_COUNTRY_CODE } from '@souq/contracts';
import { Button, Form } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useResetPassword } from '../api/reset-password';
import { useSendResetCode } from '../api/send-reset-code';
import { useVerifyResetCode } from '../api/verify-reset-code';
import type { Role } from '../utils/device';
import { notifyError, notifySuccess } from '../utils/notify';
import { forgetResetToken, readResetToken, rememberResetPhone, rememberResetToken } from '../utils/reset-flow';
import { AuthCard } from './auth-card';
import { CodeConfirmCard, type CodeTarget } from './code-confirm-card';
import { MissingPhone } from './missing-phone';
import { PasswordFields } from './password-fields';
import { paths } from '@souq/routes';

const ROUTES = {
  user: {
    forget: paths.userForget.getHref(),
    confirm: paths.userConfirmPass.getHref(),
    reset: paths.userResetPassword.getHref(),
    login: paths.userLogin.getHref(),
  },
  provider: {
    forget: paths.providerForget.getHref(),
    confirm: paths.providerConfirmPass.getHref(),
    reset: paths.providerResetPassword.getHref(),
    login: paths.providerLogin.getHref(),
  },
} as const;

const TITLES = {
  user: { forget: 'routes:userForget', confirm: 'routes:userConfirmPass', reset: 'routes:userResetPassword' },
  provider: { forget: 'routes:providerForget', confirm: 'routes:providerConfirmPass', reset: 'routes:providerResetPassword' },
} as const;

function BackToLogin({ account: role }: { account: Role }) {
  const { t } = useTranslation('identity');
  return <Link to={ROUTES[role].login}>{t('links.backToLogin')}</Link>;
}

export function ForgetPasswordStep({ account: role }: { account: Role }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const send = useSendResetCode(role);
  const storedPhone = useSession((s) => s.phone);
  const storedCountry = useSession((s) => s.country_code);

  const onFinish = async (values: { phone: string; country_code: string }) => {
    try {
      const res = await send.mutateAsync(values);
      rememberResetPhone(values.phone, values.country_code);
      forgetResetToken(role);
      notifySuccess(res.msg, t('messages.codeSent'));
      navigate(ROUTES[role].confirm);
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <AuthCard
      title={t(TITLES[role].forget)}
      subtitle={t('subtitles.forget')}
      icon={<KeyOutlined />}
      footer={<BackToLogin account={role} />}
    >
      <Form
        noValidate
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone: storedPhone ?? undefined }}
        onFinish={(values) => onFinish(values as { phone: string; country_code: string })}
        disabled={send.isPending}
      >
        <CountryPhoneInput label={t('fields.phone')} defaultCountry={storedCountry ?? DEFAULT_COUNTRY_CODE} autoFocus />
        <Button type="primary" htmlType="submit" size="large" block loading={send.isPending}>
          {t('actions.sendCode')}
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ConfirmResetCodeStep({ account: role }: { account: Role }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const verify = useVerifyResetCode(role);
  const resend = useSendResetCode(role);

  const onSubmit = async (code: string, { phone, country_code }: CodeTarget) => {
    try {
      const res = await verify.mutateAsync({ phone, country_code, code });
      rememberResetToken(role, res.data.reset_token);
      notifySuccess(res.msg, t('messages.codeVerified'));
      navigate(ROUTES[role].reset);
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <CodeConfirmCard
      title={t(TITLES[role].confirm)}
      changeNumberTo={ROUTES[role].forget}
      footerExtra={<BackToLogin account={role} />}
      restartTo={ROUTES[role].forget}
      submitting={verify.isPending}
      submitLabel={t('actions.verify')}
      onSubmit={onSubmit}
      resend={resend.mutateAsync}
    />
  );
}

export function ResetPasswordStep({ account: role }: { account: Role }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const phone = useSession((s) => s.phone);
  const country_code = useSession((s) => s.country_code);
  const reset = useResetPassword(role);

  const onFinish = async (values: { password: string; password_confirmation: string }) => {
    if (!phone || !country_code) return;
    try {
      const res = await reset.mutateAsync({ ...values, phone, country_code, reset_token: readResetToken(role) });
      forgetResetToken(role);
      notifySuccess(res.msg, t('messages.passwordReset'));
      navigate(ROUTES[role].login, { replace: true });
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <AuthCard
      title={t(TITLES[role].reset)}
      subtitle={t('subtitles.resetPassword')}
      icon={<LockOutlined />}
      footer={<BackToLogin account={role} />}
    >
      {phone && country_code ? (
        <Form
          noValidate
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => onFinish(values as { password: string; password_confirmation: string })}
          disabled={reset.isPending}
        >
          <PasswordFields passwordLabel={t('fields.newPassword')} />
          <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
            {t('actions.resetPassword')}
          </Button>
        </Form>
      ) : (
        <MissingPhone restartTo={ROUTES[role].forget} />
      )}
    </AuthCard>
  );
}
