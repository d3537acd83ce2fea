import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@souq/api-client';
import { toast } from '@souq/event-bus';
import { PlainButton } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import { useSubscribe } from '../../api/subscribe';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Footer newsletter (POST /subscribe). A plain form: antd Form is not needed on every page. */
export function NewsletterForm() {
  const { t } = useTranslation(SHELL_NS);
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useSubscribe();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    subscribe.mutate(
      { email: value },
      {
        onSuccess: (res) => {
          toast.success(res.msg);
          setEmail('');
        },
        onError: (err) => toast.error(errorMessage(err, t('footer.subscribeFailed'))),
      },
    );
  };

  return (
    <form className="souq-newsletter" onSubmit={onSubmit} noValidate>
      <div className="souq-newsletter__field">
        <label htmlFor={`${id}-email`} className="souq-visually-hidden">
          {t('footer.email')}
        </label>
        <input
          id={`${id}-email`}
          className="souq-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('footer.emailPlaceholder')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid ? (
          <div id={`${id}-error`} className="souq-field-error" role="alert">
            {t('footer.emailInvalid')}
          </div>
        ) : null}
      </div>
      <PlainButton variant="primary" htmlType="submit" loading={subscribe.isPending}>
        {t('footer.subscribe')}
      </PlainButton>
    </form>
  );
}
