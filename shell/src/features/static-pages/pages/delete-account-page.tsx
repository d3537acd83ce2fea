import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DeleteOutlined } from '@souq/ui/icons';
import { Button, Form, Result } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { StaticPage } from '../components/static-page';
import { paths } from '@souq/routes';

interface DeleteValues {
  phone: string;
  country_code: string;
}

/**
 * docs/product/README.md#screens-and-routes: the delete-account form takes phone and country only and its submit is not wired
 * to any call. We only acknowledge the request; nothing is deleted from here.
 */
export default function DeleteAccountPage() {
  const { t } = useTranslation('static');
  const [form] = Form.useForm<DeleteValues>();
  const [received, setReceived] = useState<DeleteValues | null>(null);

  return (
    <StaticPage title={t('routes:deleteAccount')} subtitle={t('subtitles.deleteAccount')} icon={<DeleteOutlined />} width={560}>
      {received ? (
        <Result
          status="success"
          title={t('messages.deleteReceivedTitle')}
          subTitle={t('messages.deleteReceived', { phone: `\u2066${received.country_code} ${received.phone}\u2069` })}
          extra={[
            <Link key="home" to={paths.home.getHref()}>
              <Button type="primary">{t('backHome')}</Button>
            </Link>,
            <Button
              key="again"
              onClick={() => {
                form.resetFields();
                setReceived(null);
              }}
            >
              {t('actions.newRequest')}
            </Button>,
          ]}
        />
      ) : (
        <Form noValidate form={form} layout="vertical" onFinish={(values) => setReceived(values as DeleteValues)}>
          <CountryPhoneInput label={t('fields.phone')} />
          <Button type="primary" danger htmlType="submit" size="large" block>
            {t('actions.submitDelete')}
          </Button>
        </Form>
      )}
    </StaticPage>
  );
}
