/**
 * Customer password change (docs/product/identity.md#password-change): code to the phone → verify → old + new password →
 * success 2 s → sign out → /userLogin.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { LockOutlined } from '@souq/ui/icons';
import { Button, Form, Input } from '@souq/ui';
import { useSendChangePasswordCode, useUpdatePassword, useVerifyChangePasswordCode } from '../api/password-change';
import { formatPhone } from '../utils/format-phone';
import { notifyError, notifySuccess } from '../utils/notify';
import { signOutTo } from '../utils/sign-out-to';
import { FlowModal } from './flow-modal';
import { SendCodeStep, VerifyCodeStep } from './flow-steps';
import { PasswordFields } from './password-fields';
import { SuccessModal } from './success-modal';
import { paths } from '@souq/routes';

type Step = 'send' | 'verify' | 'form' | 'done';

interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export interface ChangePasswordFlowProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  country_code: string;
}

export function ChangePasswordFlow({ open, onClose, phone, country_code }: ChangePasswordFlowProps) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('send');
  const [code, setCode] = useState('');
  const [doneMsg, setDoneMsg] = useState('');
  const sendCode = useSendChangePasswordCode();
  const verify = useVerifyChangePasswordCode();
  const update = useUpdatePassword();

  const cancel = () => {
    setStep('send');
    setCode('');
    onClose();
  };

  const send = async () => {
    try {
      const res = await sendCode.mutateAsync({ country_code, phone });
      notifySuccess(res.msg, t('messages.codeSent'));
      setStep('verify');
    } catch (err) {
      notifyError(err, t);
      throw err;
    }
  };

  const onVerify = async (value: string) => {
    try {
      await verify.mutateAsync({ country_code, phone, code: value });
      setCode(value);
      setStep('form');
    } catch (err) {
      notifyError(err, t);
    }
  };

  const onUpdate = async (values: PasswordValues) => {
    try {
      const res = await update.mutateAsync({ ...values, country_code, phone, code });
      setDoneMsg(res.msg);
      setStep('done');
    } catch (err) {
      notifyError(err, t);
    }
  };

  const finish = () => {
    // Password change revokes the token on the server.
    setStep('send');
    onClose();
    signOutTo(navigate, paths.userLogin.getHref());
  };

  const title = t('actions.changePassword');
  return (
    <>
      <SendCodeStep
        open={open && step === 'send'}
        title={title}
        phoneLabel={t('fields.phone')}
        phone={phone}
        country_code={country_code}
        sending={sendCode.isPending}
        onSend={send}
        onCancel={cancel}
      />

      <VerifyCodeStep
        open={open && step === 'verify'}
        title={title}
        hint={t('messages.codeSentTo', { phone: formatPhone(country_code, phone) })}
        submitting={verify.isPending}
        onSubmit={onVerify}
        onResend={send}
        onCancel={cancel}
      />

      <FlowModal open={open && step === 'form'} title={title} onCancel={cancel}>
        <Form
          noValidate
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => onUpdate(values as PasswordValues)}
          disabled={update.isPending}
        >
          <Form.Item
            name="old_password"
            label={t('fields.oldPassword')}
            rules={[{ required: true, message: t('validation.oldPassword') }]}
            extra={
              <Link to={paths.userForget.getHref()} onClick={cancel}>
                {t('links.forgotPassword')}
              </Link>
            }
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
          </Form.Item>
          <PasswordFields passwordLabel={t('fields.newPassword')} />
          <Button type="primary" htmlType="submit" block loading={update.isPending}>
            {t('actions.changePassword')}
          </Button>
        </Form>
      </FlowModal>

      <SuccessModal open={open && step === 'done'} title={doneMsg || t('messages.passwordChanged')} onClose={finish} />
    </>
  );
}
