import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getSession } from '@souq/auth';
import { PASSWORD_MIN_LENGTH } from '@souq/contracts';
import { paths } from '@souq/routes';
import { Button, Form, Input, Modal } from '@souq/ui';
import { NS } from '@/config/namespace';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSendPasswordCode, useUpdatePassword, useVerifyPasswordCode } from '../api/account-flows';
import { CodeStep, formatPhone } from './code-step';
import { SuccessThen } from '@/components/success-then';

type Step = 'send' | 'verify' | 'form' | 'done';
type Values = { old_password: string; password: string; password_confirmation: string };

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  country_code: string;
}

/** Password change (docs/product/identity.md#password-change): code → verify → passwords → success 2 s → signed out → /providerLogin. */
export function ChangePasswordModal({ open, onClose, phone, country_code }: ChangePasswordModalProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('send');
  const [code, setCode] = useState('');
  const send = useSendPasswordCode();
  const verify = useVerifyPasswordCode();
  const update = useUpdatePassword();

  const close = () => {
    setStep('send');
    setCode('');
    onClose();
  };

  const finish = useCallback(() => {
    setStep('send');
    onClose();
    // Signed out towards the login screen: the shell's guard follows there instead of going home.
    const login = paths.providerLogin.getHref();
    getSession().signOut({ next: login });
    void navigate(login, { replace: true });
  }, [navigate, onClose]);

  return (
    <>
      <Modal open={open && step !== 'done'} title={t('profile.changePassword')} footer={null} onCancel={close} destroyOnHidden>
        {step === 'send' && (
          <>
            <p>{t('profile.phone')}</p>
            <p style={{ fontWeight: 600 }}>
              <bdi dir="ltr">{formatPhone(country_code, phone)}</bdi>
            </p>
            <Button
              type="primary"
              block
              size="large"
              loading={send.isPending}
              onClick={() =>
                send.mutate(
                  { country_code, phone },
                  {
                    onSuccess: (res) => {
                      notifySuccess(res.msg, t('profile.codeSent'));
                      setStep('verify');
                    },
                    onError: (err) => notifyError(err, t),
                  },
                )
              }
            >
              {t('profile.sendCode')}
            </Button>
          </>
        )}
        {step === 'verify' && (
          <CodeStep
            hint={t('profile.codeSentTo', { phone: formatPhone(country_code, phone) })}
            submitting={verify.isPending}
            onSubmit={(value) =>
              verify.mutate(
                { country_code, phone, code: value },
                {
                  onSuccess: () => {
                    setCode(value);
                    setStep('form');
                  },
                  onError: (err) => notifyError(err, t),
                },
              )
            }
          />
        )}
        {step === 'form' && (
          <Form<Values>
            noValidate
            layout="vertical"
            requiredMark={false}
            disabled={update.isPending}
            onFinish={(v) =>
              update.mutate(
                { ...v, country_code, phone, code },
                { onSuccess: () => setStep('done'), onError: (err) => notifyError(err, t) },
              )
            }
          >
            <Form.Item name="old_password" label={t('profile.oldPassword')} rules={[{ required: true, message: t('common.required') }]}>
              <Input.Password autoComplete="current-password" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('profile.newPassword')}
              rules={[
                { required: true, message: t('common.required') },
                { min: PASSWORD_MIN_LENGTH, message: t('profile.passwordShort') },
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              name="password_confirmation"
              label={t('profile.confirmPassword')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('common.required') },
                ({ getFieldValue }) => ({
                  validator: async (_, v) => {
                    if (v && v !== getFieldValue('password')) throw new Error(t('profile.passwordMismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={update.isPending}>
              {t('save')}
            </Button>
          </Form>
        )}
      </Modal>
      <SuccessThen open={open && step === 'done'} title={t('profile.passwordChanged')} onDone={finish} />
    </>
  );
}
