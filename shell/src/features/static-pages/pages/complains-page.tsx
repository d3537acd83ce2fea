import '../i18n';
import { useTranslation } from 'react-i18next';
import { ExclamationCircleOutlined, UserOutlined } from '@souq/ui/icons';
import { Button, Form, Input, requiredText } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useStoreComplaint } from '../api/store-complaint';
import type { StoreComplaintInput } from '../api/store-complaint';
import { StaticPage } from '../components/static-page';
import { useSendForm } from '../components/use-send-form';

export default function ComplainsPage() {
  const { t } = useTranslation('static');
  const complaint = useStoreComplaint();
  const { form, onFinish } = useSendForm<StoreComplaintInput>(complaint.mutateAsync, t('messages.complaintSent'));

  return (
    <StaticPage title={t('routes:complains')} subtitle={t('subtitles.complains')} icon={<ExclamationCircleOutlined />} width={620}>
      <Form
        noValidate
        form={form}
        layout="vertical"
        onFinish={(values) => onFinish(values as StoreComplaintInput)}
        disabled={complaint.isPending}
      >
        <Form.Item name="user_name" label={t('fields.userName')} rules={[requiredText(t('validation.userName'))]}>
          <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('placeholders.name')} />
        </Form.Item>
        <CountryPhoneInput label={t('fields.phone')} />
        <Form.Item name="reason" label={t('fields.reason')} rules={[requiredText(t('validation.reason'))]}>
          <Input placeholder={t('placeholders.reason')} maxLength={255} />
        </Form.Item>
        <Form.Item name="complaint" label={t('fields.complaint')} rules={[requiredText(t('validation.complaint'))]}>
          <Input.TextArea rows={5} showCount maxLength={2000} placeholder={t('placeholders.complaint')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={complaint.isPending}>
          {t('actions.submitComplaint')}
        </Button>
      </Form>
    </StaticPage>
  );
}
