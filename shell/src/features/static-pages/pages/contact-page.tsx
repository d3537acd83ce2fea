import '../i18n';
import { useTranslation } from 'react-i18next';
import { CustomerServiceOutlined, UserOutlined } from '@souq/ui/icons';
import { Button, Form, Input, requiredText } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useContactUs } from '../api/contact-us';
import type { ContactUsInput } from '../api/contact-us';
import { StaticPage } from '../components/static-page';
import { useSendForm } from '../components/use-send-form';

export default function ContactPage() {
  const { t } = useTranslation('static');
  const contact = useContactUs();
  const { form, onFinish } = useSendForm<ContactUsInput>(contact.mutateAsync, t('messages.sent'));

  return (
    <StaticPage title={t('routes:contact')} subtitle={t('subtitles.contact')} icon={<CustomerServiceOutlined />} width={620}>
      <Form noValidate form={form} layout="vertical" onFinish={(values) => onFinish(values as ContactUsInput)} disabled={contact.isPending}>
        <Form.Item name="name" label={t('fields.name')} rules={[requiredText(t('validation.name'))]}>
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('placeholders.name')} />
        </Form.Item>
        <CountryPhoneInput label={t('fields.phone')} required={false} />
        <Form.Item name="message" label={t('fields.message')} rules={[requiredText(t('validation.message'))]}>
          <Input.TextArea rows={5} showCount maxLength={2000} placeholder={t('placeholders.message')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={contact.isPending}>
          {t('send')}
        </Button>
      </Form>
    </StaticPage>
  );
}
