import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IdcardOutlined, KeyOutlined, UserOutlined } from '@souq/ui/icons';
import { useSession } from '@souq/auth';
import { Button, Flex, Form, Input, requiredText, Result, Skeleton } from '@souq/ui';
import { CountryPhoneInput } from '@/components/country-phone-input';
import { useUserProfile } from '../api/get-user-profile';
import { useUpdateUserProfile } from '../api/update-user-profile';
import type { UpdateUserProfileInput } from '../api/update-user-profile';
import { AuthCard } from '../components/auth-card';
import { ChangePasswordFlow } from '../components/change-password-flow';
import { ChangePhoneFlow } from '../components/change-phone-flow';
import { EmailField } from '../components/email-field';
import { SuccessModal } from '../components/success-modal';
import { notifyError } from '../utils/notify';

type ProfileValues = UpdateUserProfileInput & { phone: string };

export default function UserProfilePage() {
  const { t } = useTranslation('identity');
  const profile = useUserProfile();
  const update = useUpdateUserProfile();
  const sessionName = useSession((s) => s.name);
  const [saved, setSaved] = useState<string | null>(null);
  const [phoneFlow, setPhoneFlow] = useState(false);
  const [passwordFlow, setPasswordFlow] = useState(false);

  const onFinish = async ({ user_name, email, country_code }: ProfileValues) => {
    try {
      const res = await update.mutateAsync({ user_name, email, country_code });
      setSaved(res.msg || t('messages.profileSaved'));
    } catch (err) {
      notifyError(err, t);
    }
  };

  let body: React.ReactNode;
  if (profile.isPending) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (profile.isError || !profile.data) {
    body = (
      <Result
        status="warning"
        title={t('messages.loadFailed')}
        extra={
          <Button onClick={() => profile.refetch()} loading={profile.isFetching}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else {
    const p = profile.data;
    body = (
      <>
        <Form
          noValidate
          layout="vertical"
          requiredMark={false}
          initialValues={{ user_name: p.user_name, email: p.email, phone: p.phone }}
          onFinish={(values) => onFinish(values as ProfileValues)}
          disabled={update.isPending}
        >
          <Form.Item name="user_name" label={t('fields.userName')} rules={[requiredText(t('validation.userName'))]}>
            <Input prefix={<UserOutlined />} autoComplete="name" />
          </Form.Item>
          <EmailField />
          <CountryPhoneInput
            label={t('fields.phone')}
            defaultCountry={p.country_code}
            phoneReadOnly
            onPhoneClick={() => setPhoneFlow(true)}
          />
          <Flex gap={12} wrap>
            <Button type="primary" htmlType="submit" size="large" loading={update.isPending} style={{ flex: '1 1 180px' }}>
              {t('actions.save')}
            </Button>
            <Button size="large" icon={<KeyOutlined />} onClick={() => setPasswordFlow(true)} style={{ flex: '1 1 180px' }}>
              {t('actions.changePassword')}
            </Button>
          </Flex>
        </Form>
        <ChangePhoneFlow
          open={phoneFlow}
          onClose={() => setPhoneFlow(false)}
          phone={p.phone}
          country_code={p.country_code}
          user_name={p.user_name || sessionName || ''}
        />
        <ChangePasswordFlow open={passwordFlow} onClose={() => setPasswordFlow(false)} phone={p.phone} country_code={p.country_code} />
      </>
    );
  }

  return (
    <AuthCard title={t('routes:userProfile')} subtitle={profile.data?.email} icon={<IdcardOutlined />}>
      {body}
      <SuccessModal open={saved !== null} title={saved ?? ''} onClose={() => setSaved(null)} />
    </AuthCard>
  );
}
