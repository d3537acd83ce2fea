import '../i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProviderProfile } from '@souq/contracts';
import { paths, ROUTES_NS } from '@souq/routes';
import { Button, Form, Input, LoadFailed, Placeholder, Select, Space } from '@souq/ui';
import { EditOutlined, KeyOutlined, WalletOutlined } from '@souq/ui/icons';
import { ProviderGate } from '@/components/provider-gate';
import { PageLayout } from '@/components/page-layout';
import { NS } from '@/config/namespace';
import { requiredRule } from '@/lib/form-rules';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCities, useSections } from '../api/lookups';
import { type ProfileInput, useOwnProfile, useUpdateProfile } from '../api/profile';
import { AvatarPicker } from '../components/avatar-picker';
import { ChangePasswordModal } from '../components/change-password-modal';
import { ChangePhoneModal } from '../components/change-phone-modal';

/** "both" has no section id; the select needs a value, so it is 0 here and nothing on the wire. */
const BOTH = 0;

type Values = { name: string; email: string; city_id?: number; section_id: number; image?: File };

function ProfileForm({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation(NS);
  const cities = useCities();
  const sections = useSections();
  const update = useUpdateProfile();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const onFinish = async (v: Values) => {
    const body: ProfileInput = {
      name: v.name,
      email: v.email,
      country_code: profile.country_code,
      city_id: Number(v.city_id),
      section_id: v.section_id || null,
      image: v.image,
    };
    try {
      const res = await update.mutateAsync(body);
      notifySuccess(res.msg, t('profile.saved'));
    } catch (err) {
      notifyError(err, t);
    }
  };

  const cityOptions = (cities.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (profile.city.id && !cityOptions.some((o) => o.value === profile.city.id))
    cityOptions.unshift({ value: profile.city.id, label: profile.city.name });
  const sectionOptions = [...(sections.data ?? []).map((s) => ({ value: s.id, label: s.name })), { value: BOTH, label: t('profile.both') }];

  return (
    <>
      <Form<Values>
        noValidate
        layout="vertical"
        requiredMark={false}
        disabled={update.isPending}
        onFinish={onFinish}
        initialValues={{
          name: profile.name,
          email: profile.email,
          city_id: profile.city.id ?? undefined,
          section_id: profile.section.id ?? BOTH,
        }}
      >
        <Form.Item name="image" noStyle>
          <AvatarPicker current={profile.image} disabled={update.isPending} />
        </Form.Item>
        <Form.Item name="name" label={t('profile.name')} rules={[requiredRule(t)]}>
          <Input dir="auto" maxLength={100} autoComplete="name" />
        </Form.Item>
        <Form.Item label={t('profile.phone')}>
          <Space.Compact block dir="ltr">
            <Input
              aria-label={t('profile.countryCode')}
              value={profile.country_code}
              readOnly
              dir="ltr"
              style={{ width: 90 }}
              tabIndex={-1}
            />
            <Input
              aria-label={t('profile.phone')}
              value={profile.phone}
              readOnly
              dir="ltr"
              onClick={() => setPhoneOpen(true)}
              style={{ cursor: 'pointer' }}
            />
            <Button
              icon={<EditOutlined aria-hidden="true" />}
              onClick={() => setPhoneOpen(true)}
              aria-label={t('profile.changePhone')}
              title={t('profile.changePhone')}
              disabled={false}
            />
          </Space.Compact>
        </Form.Item>
        <Form.Item name="email" label={t('profile.email')} rules={[requiredRule(t), { type: 'email', message: t('profile.emailInvalid') }]}>
          <Input type="email" dir="ltr" autoComplete="email" maxLength={254} />
        </Form.Item>
        <Form.Item name="city_id" label={t('profile.city')} rules={[{ required: true, message: t('profile.cityRequired') }]}>
          <Select
            options={cityOptions}
            loading={cities.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            notFoundContent={t('profile.noCities')}
          />
        </Form.Item>
        <Form.Item name="section_id" label={t('profile.section')}>
          <Select options={sectionOptions} loading={sections.isPending} />
        </Form.Item>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
          <Button type="primary" htmlType="submit" size="large" loading={update.isPending} style={{ flex: '1 1 180px' }}>
            {t('profile.save')}
          </Button>
          <Button
            size="large"
            icon={<KeyOutlined aria-hidden="true" />}
            onClick={() => setPasswordOpen(true)}
            style={{ flex: '1 1 180px' }}
            disabled={false}
          >
            {t('profile.changePassword')}
          </Button>
        </div>
      </Form>
      <p style={{ marginBlock: '16px 0', textAlign: 'center' }}>
        <Link to={paths.bankView.getHref()}>
          <WalletOutlined aria-hidden="true" /> {t('profile.bank')}
        </Link>
      </p>
      <ChangePhoneModal
        open={phoneOpen}
        onClose={() => setPhoneOpen(false)}
        phone={profile.phone}
        country_code={profile.country_code}
        name={profile.name}
      />
      <ChangePasswordModal
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        phone={profile.phone}
        country_code={profile.country_code}
      />
    </>
  );
}

function ProfileBody() {
  const profile = useOwnProfile();
  if (profile.isPending) return <Placeholder lines={10} />;
  if (profile.isError) return <LoadFailed onRetry={() => profile.refetch()} error={profile.error} />;
  return <ProfileForm profile={profile.data} />;
}

/** /providerEditProfile (docs/product/provider-back-office.md#profile). */
export default function ProviderEditProfilePage() {
  const { t: title } = useTranslation(ROUTES_NS);
  return (
    <ProviderGate>
      <PageLayout narrow title={title('providerEditProfile')}>
        <ProfileBody />
      </PageLayout>
    </ProviderGate>
  );
}
