import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH } from '@souq/contracts';
import { Button, Form, Input } from '@souq/ui';
import { NS } from '@/config/namespace';

/** Arabic-Indic and Persian digits become 0-9; anything else is dropped. */
export const toLatinDigits = (value: unknown): string =>
  String(value ?? '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');

export interface CodeStepProps {
  hint: string;
  submitting: boolean;
  onSubmit: (code: string) => void;
}

/** The 5-digit code (docs/product/identity.md#verification-codes): digits only, submit disabled until complete. */
export function CodeStep({ hint, submitting, onSubmit }: CodeStepProps) {
  const { t } = useTranslation(NS);
  const id = useId();
  const [code, setCode] = useState('');
  const valid = code.length === CODE_LENGTH;
  return (
    <Form noValidate layout="vertical" onFinish={() => valid && onSubmit(code)}>
      <p>{hint}</p>
      <Form.Item label={t('profile.code')} htmlFor={id} extra={t('profile.codeHint')}>
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(toLatinDigits(e.target.value).slice(0, CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={CODE_LENGTH}
          autoFocus
          disabled={submitting}
          style={{ letterSpacing: '0.5em', textAlign: 'center', fontSize: 20 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting} disabled={!valid || submitting}>
        {t('profile.confirm')}
      </Button>
    </Form>
  );
}

/** "+966 500000101", always left to right. */
export const formatPhone = (countryCode: string, phone: string) => `${countryCode.startsWith('+') ? '' : '+'}${countryCode} ${phone}`;
