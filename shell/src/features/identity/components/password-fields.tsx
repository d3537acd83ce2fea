import { useTranslation } from 'react-i18next';
import { LockOutlined } from '@souq/ui/icons';
import { Col, Form, Input, Row } from '@souq/ui';

export interface PasswordFieldsProps {
  /** Label of the first field (e.g. "new password"). */
  passwordLabel?: string;
  /** Side by side on wide screens. */
  columns?: boolean;
}

/** password + password_confirmation with a localized mismatch check. */
export function PasswordFields({ passwordLabel, columns = false }: PasswordFieldsProps) {
  const { t } = useTranslation('identity');
  const first = (
    <Form.Item
      name="password"
      label={passwordLabel ?? t('fields.password')}
      rules={[{ required: true, message: t('validation.password') }]}
      hasFeedback
    >
      <Input.Password prefix={<LockOutlined />} autoComplete="new-password" placeholder={t('placeholders.password')} />
    </Form.Item>
  );
  const second = (
    <Form.Item
      name="password_confirmation"
      label={t('fields.passwordConfirmation')}
      dependencies={['password']}
      hasFeedback
      rules={[
        { required: true, message: t('validation.passwordConfirmation') },
        ({ getFieldValue }) => ({
          validator(_, value) {
            if (!value || getFieldValue('password') === value) return Promise.resolve();
            return Promise.reject(new Error(t('validation.passwordMismatch')));
          },
        }),
      ]}
    >
      <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
    </Form.Item>
  );
  if (!columns)
    return (
      <>
        {first}
        {second}
      </>
    );
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        {first}
      </Col>
      <Col xs={24} md={12}>
        {second}
      </Col>
    </Row>
  );
}
