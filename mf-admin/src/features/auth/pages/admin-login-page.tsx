import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { adminOtpRequired, adminSignIn } from '@souq/api-client';
import { useAdminSession } from '@souq/auth';
import { currentLocale, switchLocale } from '@souq/i18n';
import { paths, RETURN_TO_PARAM, safeReturnTo } from '@souq/routes';
import { Button, Card, Form, Input } from '@souq/ui';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import '@/components/console-layout.css';

type Credentials = {
  email: string;
  password: string;
};

/**
 * /admin/login: email and password; when the account has an authenticator enrolled the server
 * answers `otp_required` and a second step asks for the six-digit code (the password is kept in
 * memory for that step only). Back to where the admin was going, or the dashboard.
 */
export default function AdminLoginPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedIn = useAdminSession((s) => Boolean(s.admin_token));
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [pending, setPending] = useState(false);
  const next = safeReturnTo(params.get(RETURN_TO_PARAM)) ?? paths.adminDashboard.getHref();

  if (signedIn && !pending) return <Navigate to={next} replace />;

  const signIn = async (body: Credentials & { otp?: string; [key: string]: unknown }) => {
    setPending(true);
    try {
      const res = await adminSignIn(body);
      notifySuccess(res.msg, t('login.welcome'));
      navigate(next, { replace: true });
    } catch (err) {
      if (adminOtpRequired(err) && !body.otp) setCredentials({ email: body.email, password: body.password });
      else notifyError(err, t);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="ad-login">
      <Card className="ad-login__card" title={<h1 className="ad-page__title">{t('login.title')}</h1>}>
        {credentials ? (
          <Form<{ otp: string }> layout="vertical" disabled={pending} onFinish={({ otp }) => signIn({ ...credentials, otp: otp.trim() })}>
            <p>{t('login.otpHint')}</p>
            <Form.Item
              name="otp"
              label={t('login.otp')}
              rules={[
                { required: true, message: t('common.required') },
                { pattern: /^\s*\d{6}\s*$/, message: t('login.otpFormat') },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
              {t('login.verify')}
            </Button>
            <Button type="link" block onClick={() => setCredentials(null)} disabled={pending}>
              {t('back')}
            </Button>
          </Form>
        ) : (
          <Form<Credentials>
            layout="vertical"
            disabled={pending}
            onFinish={(values) => signIn({ email: values.email.trim(), password: values.password })}
          >
            <Form.Item
              name="email"
              label={t('login.email')}
              rules={[
                { required: true, message: t('common.required') },
                { type: 'email', message: t('login.emailFormat') },
              ]}
            >
              <Input type="email" autoComplete="username" dir="ltr" />
            </Form.Item>
            <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('common.required') }]}>
              <Input.Password autoComplete="current-password" dir="ltr" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={pending} disabled={pending}>
              {t('login.submit')}
            </Button>
          </Form>
        )}
        <Button type="link" block onClick={() => switchLocale(currentLocale() === 'ar' ? 'en' : 'ar')}>
          {t('language')}
        </Button>
      </Card>
    </div>
  );
}
