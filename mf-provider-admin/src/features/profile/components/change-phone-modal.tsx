import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getSession } from '@souq/auth';
import { paths } from '@souq/routes';
import { Button, Form, Input, Modal, Select, Space } from '@souq/ui';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChangePhone, useSendPhoneCode, useVerifyPhoneCode } from '../api/account-flows';
import { useCountries } from '../api/lookups';
import { CodeStep, formatPhone, toLatinDigits } from './code-step';
import { SuccessThen } from '@/components/success-then';

type Step = 'send' | 'verifyOld' | 'newPhone' | 'verifyNew' | 'done';

export interface ChangePhoneModalProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  country_code: string;
  name: string;
}

/**
 * Provider phone change (docs/product/identity.md#phone-change): code to the old phone → verify → new phone → code to the new
 * phone (box cleared) → verify → success 2 s → signed out → /providerLogin.
 */
export function ChangePhoneModal({ open, onClose, phone, country_code, name }: ChangePhoneModalProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const countries = useCountries();
  const [step, setStep] = useState<Step>('send');
  const [next, setNext] = useState<{ phone: string; country_code: string } | null>(null);
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const change = useChangePhone();

  const close = () => {
    setStep('send');
    setNext(null);
    onClose();
  };

  const sendOld = () =>
    send.mutate(
      { country_code, phone },
      {
        onSuccess: (res) => {
          notifySuccess(res.msg, t('profile.codeSent'));
          setStep('verifyOld');
        },
        onError: (err) => notifyError(err, t),
      },
    );

  const verifyOld = (code: string) =>
    verify.mutate({ country_code, phone, code }, { onSuccess: () => setStep('newPhone'), onError: (err) => notifyError(err, t) });

  const sendNew = (v: { new_phone: string; new_country_code: string }) =>
    change.mutate(
      { new_phone: v.new_phone, country_code: v.new_country_code, phone, user_name: name },
      {
        onSuccess: (res) => {
          notifySuccess(res.msg, t('profile.codeSent'));
          setNext({ phone: v.new_phone, country_code: v.new_country_code });
          setStep('verifyNew');
        },
        onError: (err) => notifyError(err, t),
      },
    );

  const verifyNew = (code: string) => {
    if (!next) return;
    verify.mutate({ ...next, code }, { onSuccess: () => setStep('done'), onError: (err) => notifyError(err, t) });
  };

  const finish = useCallback(() => {
    // The server revoked the session: sign in again with the new phone.
    const session = getSession();
    session.update({ phone: next?.phone ?? null, country_code: next?.country_code ?? null });
    setStep('send');
    onClose();
    // Signed out towards the login screen: the shell's guard follows there instead of going home.
    const login = paths.providerLogin.getHref();
    session.signOut({ next: login });
    void navigate(login, { replace: true });
  }, [next, navigate, onClose]);

  return (
    <>
      <Modal open={open && step !== 'done'} title={t('profile.changePhone')} footer={null} onCancel={close} destroyOnHidden>
        {step === 'send' && (
          <>
            <p>{t('profile.currentPhone')}</p>
            <p style={{ fontWeight: 600 }}>
              <bdi dir="ltr">{formatPhone(country_code, phone)}</bdi>
            </p>
            <Button type="primary" block size="large" loading={send.isPending} onClick={sendOld}>
              {t('profile.sendCode')}
            </Button>
          </>
        )}
        {step === 'verifyOld' && (
          <CodeStep
            key="old"
            hint={t('profile.codeSentTo', { phone: formatPhone(country_code, phone) })}
            submitting={verify.isPending}
            onSubmit={verifyOld}
          />
        )}
        {step === 'newPhone' && (
          <Form
            noValidate
            layout="vertical"
            requiredMark={false}
            initialValues={{ new_country_code: country_code }}
            onFinish={sendNew}
            disabled={change.isPending}
          >
            <Form.Item label={t('profile.newPhone')} required>
              <Space.Compact block dir="ltr">
                <Form.Item name="new_country_code" noStyle rules={[{ required: true, message: t('common.required') }]}>
                  <Select
                    aria-label={t('profile.countryCode')}
                    style={{ width: 120 }}
                    loading={countries.isPending}
                    showSearch={{ optionFilterProp: 'search' }}
                    popupMatchSelectWidth={240}
                    // <bdi dir="ltr">: in the RTL select "+966" would read "966+".
                    options={(countries.data ?? []).map((c) => ({
                      value: c.key,
                      label: <bdi dir="ltr">{c.key}</bdi>,
                      search: `${c.name} ${c.key}`,
                    }))}
                  />
                </Form.Item>
                <Form.Item
                  name="new_phone"
                  noStyle
                  normalize={toLatinDigits}
                  rules={[
                    { required: true, message: t('profile.phoneRequired') },
                    { pattern: /^\d+$/, message: t('profile.phoneDigits') },
                  ]}
                >
                  <Input aria-label={t('profile.newPhone')} inputMode="numeric" dir="ltr" autoFocus autoComplete="tel-national" />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={change.isPending}>
              {t('profile.sendCode')}
            </Button>
          </Form>
        )}
        {step === 'verifyNew' && next && (
          <CodeStep
            key="new"
            hint={t('profile.codeSentTo', { phone: formatPhone(next.country_code, next.phone) })}
            submitting={verify.isPending}
            onSubmit={verifyNew}
          />
        )}
      </Modal>
      <SuccessThen open={open && step === 'done'} title={t('profile.phoneChanged')} onDone={finish} />
    </>
  );
}
