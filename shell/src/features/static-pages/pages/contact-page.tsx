import '../i18n';
import { useTranslation } from 'react-i18next';
import { CustomerServiceOutlined, UserOutlined } from '@souq/ui/icons';
import { toast } from '@souq/event-bus';
import { Button, Form, Input } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useContactUs } from '../api/contact-us';
import type { ContactUsInput } from '../api/contact-us';
import { StaticPage } from '../components/static-page';
import { notifyError } from '../utils';

export default function ContactPage() {
  const { t } = useTranslation('static');
  const [form] = Form.useForm<ContactUsInput>();
  const contact = useContactUs();

  const onFinish = async (values: ContactUsInput) => {
    try {
      const res = await contact.mutateAsync(values);
      toast.success(res.msg || t('messages.sent'));
      form.resetFields();
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <StaticPage title={t('routes:contact')} subtitle={t('subtitles.contact')} icon={<CustomerServiceOutlined />} width={620}>
      <Form noValidate form={form} layout="vertical" onFinish={(values) => onFinish(values as ContactUsInput)} disabled={contact.isPending}>
        <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation.name') }]}>
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('placeholders.name')} />
        </Form.Item>
        <CountryPhoneInput label={t('fields.phone')} required={false} />
        <Form.Item
          name="message"
          label={t('fields.message')}
          rules={[{ required: true, whitespace: true, message: t('validation.message') }]}
        >
          <Input.TextArea rows={5} showCount maxLength={2000} placeholder={t('placeholders.message')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={contact.isPending}>
          {t('send')}
        </Button>
      </Form>
    </StaticPage>
  );
}
