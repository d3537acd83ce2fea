import { useTranslation } from 'react-i18next';
import { MailOutlined } from '@souq/ui/icons';
import { Form, Input } from '@souq/ui';

/** The required, validated `email` field of the account forms (register, profile). */
export function EmailField({ placeholder }: { placeholder?: string }) {
  const { t } = useTranslation('identity');
  return (
    <Form.Item
      name="email"
      label={t('fields.email')}
      rules={[
        { required: true, message: t('validation.email') },
        { type: 'email', message: t('validation.emailInvalid') },
      ]}
    >
      <Input type="email" dir="ltr" prefix={<MailOutlined />} autoComplete="email" placeholder={placeholder} />
    </Form.Item>
  );
}
