import { useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, codeSchema } from '@souq/contracts';
import { Button, Flex, Form, theme } from '@souq/ui';
import { CodeInput } from '@/components/code-input';
import { RESEND_SECONDS, useCountdown } from '../utils/use-countdown';

export interface CodeFormProps {
  submitting: boolean;
  onSubmit: (code: string) => void;
  /** Resend the code; resolve when the server accepted (starts the 60 s countdown). */
  onResend?: () => Promise<unknown>;
  /** The code was just sent when this form appears: start with the countdown running. */
  justSent?: boolean;
  submitLabel?: ReactNode;
  /** Changing this clears the boxes (e.g. a second code went to another phone). */
  resetKey?: string | number;
}

/** Five digit boxes + submit + resend with countdown. Submit stays disabled until 5 digits. */
export function CodeForm({ submitting, onSubmit, onResend, justSent = true, submitLabel, resetKey }: CodeFormProps) {
  const { token } = theme.useToken();
  const { t } = useTranslation('identity');
  const [code, setCode] = useState('');
  const [lastKey, setLastKey] = useState(resetKey);
  const countdown = useCountdown(justSent ? RESEND_SECONDS : 0);
  const [resending, setResending] = useState(false);
  // The length hint shows only once the user tried to submit an incomplete code.
  const [attempted, setAttempted] = useState(false);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCode('');
    setAttempted(false);
  }
  const valid = codeSchema.safeParse(code).success;

  const resend = async () => {
    if (!onResend) return;
    setResending(true);
    try {
      await onResend();
      countdown.start(RESEND_SECONDS);
    } catch {
      /* the caller already showed the server's message */
    } finally {
      setResending(false);
    }
  };

  return (
    <Form
      noValidate
      layout="vertical"
      onFinish={() => {
        if (valid) onSubmit(code);
        else setAttempted(true);
      }}
    >
      <Form.Item
        label={<span style={{ width: '100%', textAlign: 'center' }}>{t('fields.code')}</span>}
        help={attempted && !valid ? t('validation.code', { length: CODE_LENGTH }) : undefined}
        validateStatus={attempted && !valid ? 'error' : undefined}
        style={{ textAlign: 'center' }}
      >
        <CodeInput key={String(resetKey ?? '')} value={code} onChange={setCode} disabled={submitting} aria-label={t('fields.code')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting} disabled={!valid || submitting}>
        {submitLabel ?? t('actions.confirm')}
      </Button>
      {onResend && (
        <Flex justify="center" style={{ marginBlockStart: 12 }}>
          {countdown.running ? (
            <span aria-live="polite" style={{ color: token.colorTextSecondary, paddingBlock: 4 }}>
              {t('actions.resendIn', { seconds: countdown.left })}
            </span>
          ) : (
            <Button type="link" onClick={resend} loading={resending} disabled={resending}>
              {t('actions.resend')}
            </Button>
          )}
        </Flex>
      )}
    </Form>
  );
}
