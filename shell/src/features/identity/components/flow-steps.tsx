/**
 * The code steps shared by the profile flows (change password, change phone): send a code
 * to the current phone, then enter it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input } from '@souq/ui';
import { CodeForm } from './code-form';
import { FlowModal } from './flow-modal';

export interface SendCodeStepProps {
  open: boolean;
  title: ReactNode;
  /** Label of the read-only phone field. */
  phoneLabel: string;
  phone: string;
  country_code: string;
  sending: boolean;
  /** Rejects when the server refused (it already showed the message). */
  onSend: () => Promise<unknown>;
  onCancel: () => void;
}

/** Shows the current phone and sends it a code. */
export function SendCodeStep({ open, title, phoneLabel, phone, country_code, sending, onSend, onCancel }: SendCodeStepProps) {
  const { t } = useTranslation('identity');
  return (
    <FlowModal open={open} title={title} hint={t('messages.sendCodeToCurrent')} onCancel={onCancel}>
      <Form noValidate layout="vertical" onFinish={() => onSend().catch(() => undefined)}>
        <Form.Item label={phoneLabel}>
          <Input readOnly dir="ltr" value={`${country_code} ${phone}`} aria-label={phoneLabel} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
          {t('actions.sendCode')}
        </Button>
      </Form>
    </FlowModal>
  );
}

export interface VerifyCodeStepProps {
  open: boolean;
  title: ReactNode;
  /** Where the code went. */
  hint: ReactNode;
  /** Changing this clears the boxes (a second code went to another phone). */
  resetKey?: string;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onResend: () => Promise<unknown>;
  onCancel: () => void;
}

/** The code boxes with resend. */
export function VerifyCodeStep({ open, title, hint, resetKey, submitting, onSubmit, onResend, onCancel }: VerifyCodeStepProps) {
  const { t } = useTranslation('identity');
  return (
    <FlowModal open={open} title={title} hint={hint} onCancel={onCancel}>
      <CodeForm resetKey={resetKey} submitting={submitting} onSubmit={onSubmit} onResend={onResend} submitLabel={t('actions.verify')} />
    </FlowModal>
  );
}
