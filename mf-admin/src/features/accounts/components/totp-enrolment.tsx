import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, LoadFailed, Placeholder, QRCode } from '@souq/ui';
import { NS } from '@/config/namespace';
import { useAction } from '@/lib/use-action';
import type { admin, ResponseData } from '@souq/contracts';
import { accountActions, getMeQueryOptions, useMe } from '../api/accounts';

type TotpSecret = ResponseData<typeof admin.totpEnrol>;

/**
 * The signed-in admin's second factor: start enrolment (a QR code and the secret to type into an
 * authenticator app), then confirm with a code from the app; sign-in asks for a code from then on.
 */
export function TotpEnrolment() {
  const { t } = useTranslation(NS);
  const me = useMe();
  const [secret, setSecret] = useState<TotpSecret | null>(null);
  const enrol = useAction<void, TotpSecret>({ run: accountActions.enrol, success: t('accounts.scanNow'), invalidate: [] });
  const confirm = useAction({
    run: accountActions.confirm,
    success: t('accounts.totpOn'),
    invalidate: [getMeQueryOptions().queryKey],
    onDone: () => setSecret(null),
  });
  if (me.isPending) return <Placeholder lines={3} />;
  if (me.isError) return <LoadFailed onRetry={() => void me.refetch()} error={me.error} />;
  return (
    <section className="ad-card" aria-label={t('accounts.totpTitle')}>
      <h2 className="ad-chart__title">{t('accounts.totpTitle')}</h2>
      {me.data.totp_enabled && !secret ? (
        <p>{t('accounts.totpEnabled')}</p>
      ) : secret ? (
        <>
          <p>{t('accounts.scanHint')}</p>
          <QRCode value={secret.otpauth_url} size={180} />
          <p>
            {t('accounts.secret')}: <code dir="ltr">{secret.secret}</code>
          </p>
          <Form<{ otp: string }> layout="vertical" disabled={confirm.isPending} onFinish={({ otp }) => confirm.mutate(otp.trim())}>
            <Form.Item
              name="otp"
              label={t('login.otp')}
              rules={[
                { required: true, message: t('common.required') },
                { pattern: /^\s*\d{6}\s*$/, message: t('login.otpFormat') },
              ]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} dir="ltr" style={{ maxInlineSize: 200 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={confirm.isPending} disabled={confirm.isPending}>
              {t('accounts.confirmTotp')}
            </Button>
          </Form>
        </>
      ) : (
        <>
          <p>{t('accounts.totpOff')}</p>
          <Button
            type="primary"
            loading={enrol.isPending}
            disabled={enrol.isPending}
            onClick={() => enrol.mutate(undefined, { onSuccess: (res) => setSecret(res.data ?? null) })}
          >
            {t('accounts.enrol')}
          </Button>
        </>
      )}
    </section>
  );
}
