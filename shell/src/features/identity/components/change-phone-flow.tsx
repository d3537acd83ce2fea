/**
 * Customer phone change (docs/product/identity.md#phone-change): code to the current phone → verify → new phone →
 * code to the new phone (boxes cleared) → verify → success 2 s → sign out → /userLogin.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getSession } from '@souq/auth';
import { Button, Form } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useChangePhone, useSendChangePhoneCode, useVerifyChangePhoneCode } from '../api/phone-change';
import { formatPhone } from '../utils/format-phone';
import { notifyError, notifySuccess } from '../utils/notify';
import { signOutTo } from '../utils/sign-out-to';
import { FlowModal } from './flow-modal';
import { SendCodeStep, VerifyCodeStep } from './flow-steps';
import { SuccessModal } from './success-modal';
import { paths } from '@souq/routes';

type Step = 'current' | 'verifyOld' | 'newPhone' | 'verifyNew' | 'done';

export interface ChangePhoneFlowProps {
  open: boolean;
  onClose: () => void;
  phone: string;
  country_code: string;
  user_name: string;
}

export function ChangePhoneFlow({ open, onClose, phone, country_code, user_name }: ChangePhoneFlowProps) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('current');
  const [next, setNext] = useState<{ phone: string; country_code: string } | null>(null);
  const [doneMsg, setDoneMsg] = useState('');
  const sendCode = useSendChangePhoneCode();
  const verify = useVerifyChangePhoneCode();
  const change = useChangePhone();

  const cancel = () => {
    setStep('current');
    setNext(null);
    onClose();
  };

  const sendToCurrent = async () => {
    try {
      const res = await sendCode.mutateAsync({ country_code, phone, user_name });
      notifySuccess(res.msg, t('messages.codeSent'));
      setStep('verifyOld');
    } catch (err) {
      notifyError(err, t);
      throw err;
    }
  };

  const verifyOld = async (code: string) => {
    try {
      await verify.mutateAsync({ country_code, phone, code, user_name });
      setStep('newPhone');
    } catch (err) {
      notifyError(err, t);
    }
  };

  const sendToNew = async (values: { new_phone: string; new_country_code: string }) => {
    try {
      const res = await change.mutateAsync({
        new_phone: values.new_phone,
        country_code: values.new_country_code,
        phone,
        user_name,
      });
      notifySuccess(res.msg, t('messages.codeSent'));
      setNext({ phone: values.new_phone, country_code: values.new_country_code });
      setStep('verifyNew');
    } catch (err) {
      notifyError(err, t);
      throw err;
    }
  };

  const verifyNew = async (code: string) => {
    if (!next) return;
    try {
      // The second code went to the new phone, so it is checked against the new phone.
      const res = await verify.mutateAsync({ country_code: next.country_code, phone: next.phone, code, user_name });
      setDoneMsg(res.msg);
      setStep('done');
    } catch (err) {
      notifyError(err, t);
    }
  };

  const finish = () => {
    // The server revoked the session with the phone change: sign in again with the new phone.
    getSession().update({ phone: next?.phone ?? null, country_code: next?.country_code ?? null });
    setStep('current');
    onClose();
    signOutTo(navigate, paths.userLogin.getHref());
  };

  const title = t('actions.changePhone');
  return (
    <>
      <SendCodeStep
        open={open && step === 'current'}
        title={title}
        phoneLabel={t('fields.currentPhone')}
        phone={phone}
        country_code={country_code}
        sending={sendCode.isPending}
        onSend={sendToCurrent}
        onCancel={cancel}
      />

      <VerifyCodeStep
        open={open && step === 'verifyOld'}
        title={title}
        hint={t('messages.codeSentTo', { phone: formatPhone(country_code, phone) })}
        resetKey="old"
        submitting={verify.isPending}
        onSubmit={verifyOld}
        onResend={sendToCurrent}
        onCancel={cancel}
      />

      <FlowModal open={open && step === 'newPhone'} title={title} hint={t('messages.enterNewPhone')} onCancel={cancel}>
        <Form
          noValidate
          layout="vertical"
          requiredMark={false}
          onFinish={(v) => sendToNew(v as { new_phone: string; new_country_code: string }).catch(() => undefined)}
          disabled={change.isPending}
        >
          <CountryPhoneInput
            label={t('fields.newPhone')}
            phoneName="new_phone"
            countryName="new_country_code"
            defaultCountry={next?.country_code ?? country_code}
            autoFocus
          />
          <Button type="primary" htmlType="submit" block loading={change.isPending}>
            {t('actions.sendCode')}
          </Button>
        </Form>
      </FlowModal>

      <VerifyCodeStep
        open={open && step === 'verifyNew'}
        title={title}
        hint={t('messages.codeSentToNew', { phone: formatPhone(next?.country_code, next?.phone) })}
        resetKey="new"
        submitting={verify.isPending}
        onSubmit={verifyNew}
        onResend={() => (next ? sendToNew({ new_phone: next.phone, new_country_code: next.country_code }) : Promise.resolve())}
        onCancel={cancel}
      />

      <SuccessModal open={open && step === 'done'} title={doneMsg || t('messages.phoneChanged')} onClose={finish} />
    </>
  );
}
