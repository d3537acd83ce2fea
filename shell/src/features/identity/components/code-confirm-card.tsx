/**
 * The code-confirmation screen shared by account activation (/userConfirm,
 * /providerConfirm) and the password-reset code step: the phone waits in the session; the
 * card shows where the code went, the code boxes with resend, and a way back to change the
 * number. Without a phone in the session it offers to start over instead.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SafetyOutlined } from '@souq/ui/icons';
import { useSession } from '@souq/auth';
import { CODE_LENGTH } from '@souq/contracts';
import { formatPhone } from '../utils/format-phone';
import { notifyError, notifySuccess } from '../utils/notify';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { MissingPhone } from './missing-phone';

export interface CodeTarget {
  phone: string;
  country_code: string;
}

export interface CodeConfirmCardProps {
  title: ReactNode;
  /** Subtitle when the session holds no phone (none by default). */
  noPhoneSubtitle?: ReactNode;
  /** Where "change number" leads. */
  changeNumberTo: string;
  /** More footer links after "change number". */
  footerExtra?: ReactNode;
  /** Where to start over when the session holds no phone. */
  restartTo: string;
  submitting: boolean;
  submitLabel?: ReactNode;
  onSubmit: (code: string, to: CodeTarget) => void;
  /** Sends the code again (the card toasts the result). */
  resend: (to: CodeTarget) => Promise<{ msg: string }>;
  /** Rendered inside the card after the form (e.g. a success modal). */
  children?: ReactNode;
}

export function CodeConfirmCard({
  title,
  noPhoneSubtitle,
  changeNumberTo,
  footerExtra,
  restartTo,
  submitting,
  submitLabel,
  onSubmit,
  resend,
  children,
}: CodeConfirmCardProps) {
  const { t } = useTranslation('identity');
  const phone = useSession((s) => s.phone);
  const country_code = useSession((s) => s.country_code);

  const onResend = async () => {
    if (!phone || !country_code) return;
    try {
      const res = await resend({ country_code, phone });
      notifySuccess(res.msg, t('messages.codeSent'));
    } catch (err) {
      notifyError(err, t);
      throw err;
    }
  };

  return (
    <AuthCard
      title={title}
      subtitle={phone ? t('subtitles.confirm', { length: CODE_LENGTH, phone: formatPhone(country_code, phone) }) : noPhoneSubtitle}
      icon={<SafetyOutlined />}
      footer={
        <>
          <span>
            {t('links.wrongNumber')} <Link to={changeNumberTo}>{t('actions.changeNumber')}</Link>
          </span>
          {footerExtra}
        </>
      }
    >
      {phone && country_code ? (
        <CodeForm
          submitting={submitting}
          onSubmit={(code) => onSubmit(code, { phone, country_code })}
          onResend={onResend}
          submitLabel={submitLabel}
        />
      ) : (
        <MissingPhone restartTo={restartTo} />
      )}
      {children}
    </AuthCard>
  );
}
