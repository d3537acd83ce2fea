import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LockOutlined } from '@souq/ui/icons';
import { ApiError } from '@souq/api-client';
import { getSession, providerShowFromSection } from '@souq/auth';
import { Alert, Button, Form, Input } from '@souq/ui';
import { CountryPhoneInput, findCountry, useCountries } from '@/components/country-phone-input';
import { useProviderLogin } from '../api/provider-login';
import { sendActivationCode } from '../api/send-activation-code';
import { useUserLogin } from '../api/user-login';
import type { Role } from '../utils/device';
import { notifyError, notifySuccess } from '../utils/notify';
import { useSignOutOnArrival } from '../utils/sign-out-to';
import { paths, RETURN_TO_PARAM, safeReturnTo } from '@souq/routes';

interface LoginValues {
  country_code: string;
  phone: string;
  password: string;
}

/** Account waiting for its activation code (server: key 'fail' + data.needs_activation). */
interface PendingActivation {
  msg: string;
  phone: string;
  country_code: string;
}

export function LoginForm({ account: role }: { account: Role }) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const returnTo = safeReturnTo(search.get(RETURN_TO_PARAM));
  const [form] = Form.useForm<LoginValues>();
  const { data: countries } = useCountries();
  const userLogin = useUserLogin();
  const providerLogin = useProviderLogin();
  const mutation = role === 'user' ? userLogin : providerLogin;
  const [pending, setPending] = useState<PendingActivation | null>(null);
  const [activating, setActivating] = useState(false);
  useSignOutOnArrival();

  const onFinish = async (values: LoginValues) => {
    setPending(null);
    const country_img = findCountry(countries, values.country_code)?.image ?? null;
    try {
      if (role === 'user') {
        const res = await userLogin.mutateAsync(values);
        const previous = getSession();
        getSession().signIn({
          token: res.data.token,
          visitor: 'user',
          userid: String(res.data.id),
          // The login form has no name field: keep a name we already know for this phone.
          name: res.data.user_name || (previous.phone === values.phone ? previous.name : null),
          phone: values.phone,
          country_code: values.country_code,
          country_img,
        });
        notifySuccess(res.msg, t('messages.loginSuccess'));
      } else {
        const res = await providerLogin.mutateAsync(values);
        getSession().signIn({
          token: res.data.token,
          visitor: 'provider',
          userid: String(res.data.id),
          name: res.data.name,
          phone: values.phone,
          country_code: values.country_code,
          country_img,
          providerShow: providerShowFromSection(res.data.section?.id),
        });
        notifySuccess(res.msg, t('messages.loginSuccess'));
      }
      navigate(returnTo ?? paths.home.getHref(), { replace: true });
    } catch (err) {
      notifyError(err, t);
      const data = err instanceof ApiError ? (err.envelope.data as { needs_activation?: boolean } | null) : null;
      if (data?.needs_activation) {
        setPending({
          msg: err instanceof ApiError && err.envelope.msg ? err.envelope.msg : t('messages.needsActivation'),
          phone: values.phone,
          country_code: values.country_code,
        });
      }
    }
  };

  const goActivate = async () => {
    if (!pending) return;
    getSession().update({
      phone: pending.phone,
      country_code: pending.country_code,
      country_img: findCountry(countries, pending.country_code)?.image ?? null,
    });
    setActivating(true);
    try {
      // The registration code may have expired: ask for a fresh one on the way.
      const res = await sendActivationCode(role, { phone: pending.phone, country_code: pending.country_code });
      notifySuccess(res.msg, t('messages.codeSent'));
    } catch (err) {
      // Too early to resend still leaves a valid code to type.
      notifyError(err, t);
    } finally {
      setActivating(false);
    }
    navigate(role === 'user' ? paths.userConfirm.getHref() : paths.providerConfirm.getHref());
  };

  return (
    <Form
      noValidate
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onFinish(values as LoginValues)}
      disabled={mutation.isPending}
    >
      {pending && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBlockEnd: 16 }}
          title={pending.msg}
          action={
            <Button size="small" type="primary" onClick={goActivate} loading={activating} disabled={false}>
              {t('actions.activateNow')}
            </Button>
          }
        />
      )}
      <CountryPhoneInput label={t('fields.phone')} autoFocus />
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[{ required: true, message: t('validation.password') }]}
        style={{ marginBlockEnd: 8 }}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('placeholders.password')} />
      </Form.Item>
      <div style={{ textAlign: 'end', marginBlockEnd: 16 }}>
        <Link to={role === 'user' ? paths.userForget.getHref() : paths.providerForget.getHref()}>{t('links.forgotPassword')}</Link>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={mutation.isPending}>
        {t('actions.login')}
      </Button>
    </Form>
  );
}
