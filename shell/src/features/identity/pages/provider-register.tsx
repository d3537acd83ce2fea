import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { CameraOutlined, MailOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { getSession } from '@souq/auth';
import { toast } from '@souq/event-bus';
import { Button, Col, Flex, Form, Input, Row, Select, theme, Upload } from '@souq/ui';
import { CountryPhoneInput, findCountry, useCountries } from '@/components/country-phone-input';
import { useCities } from '../api/get-cities';
import { useSections } from '../api/get-sections';
import { useProviderRegister } from '../api/provider-register';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../components/password-fields';
import { TermsCheckbox } from '../components/terms-checkbox';
import { notifyError, notifySuccess } from '../utils/notify';

/** Select value of the local "both kinds" choice; sent to the server as section_id ''. */
const BOTH = 'both';

interface ProviderRegisterValues {
  name: string;
  email: string;
  phone: string;
  country_code: string;
  city_id: number;
  section_id: number | typeof BOTH;
  password: string;
  password_confirmation: string;
  is_conditions: boolean;
}

function AvatarPicker({ file, onChange }: { file: File | null; onChange: (f: File | null) => void }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('identity');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Flex vertical align="center" gap={8} style={{ marginBlockEnd: 16 }}>
      <Upload
        accept="image/*"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(f) => {
          if (!f.type.startsWith('image/')) {
            toast.error(t('validation.imageOnly'));
            return false;
          }
          onChange(f);
          return false;
        }}
      >
        <button
          type="button"
          aria-label={t('actions.uploadImage')}
          style={{
            width: 96,
            height: 96,
            borderRadius: '50%',
            border: `1px dashed ${token.colorBorder}`,
            background: token.colorFillQuaternary,
            cursor: 'pointer',
            overflow: 'hidden',
            padding: 0,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontSize: 26,
            color: token.colorTextTertiary,
          }}
        >
          {preview ? (
            <img src={preview} alt={t('fields.image')} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <CameraOutlined />
          )}
        </button>
      </Upload>
      <span style={{ color: token.colorTextSecondary }}>{t('fields.image')}</span>
    </Flex>
  );
}

export default function ProviderRegisterPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { data: countries } = useCountries();
  const cities = useCities();
  const sections = useSections();
  const register = useProviderRegister();
  const [image, setImage] = useState<File | null>(null);

  const sectionOptions = useMemo(
    () => [
      ...(sections.data ?? []).map((s) => ({ value: s.id as number | typeof BOTH, label: s.name })),
      { value: BOTH, label: t('sections.both') },
    ],
    [sections.data, t],
  );

  const onFinish = async (values: ProviderRegisterValues) => {
    try {
      const res = await register.mutateAsync({
        ...values,
        image,
        section_id: values.section_id === BOTH ? '' : values.section_id,
        is_conditions: Boolean(values.is_conditions),
      });
      getSession().update({
        phone: values.phone,
        country_code: values.country_code,
        country_img: findCountry(countries, values.country_code)?.image ?? null,
      });
      notifySuccess(res.msg, t('messages.codeSent'));
      navigate('/providerConfirm');
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <AuthCard
      wide
      title={t('titles.providerRegister')}
      subtitle={t('subtitles.providerRegister')}
      icon={<ShopOutlined />}
      footer={
        <span>
          {t('links.haveAccount')} <Link to="/providerLogin">{t('links.loginNow')}</Link>
        </span>
      }
    >
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onFinish(values as ProviderRegisterValues)}
        disabled={register.isPending}
      >
        <AvatarPicker file={image} onChange={setImage} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('fields.name')} rules={[{ required: true, whitespace: true, message: t('validation.name') }]}>
              <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('placeholders.name')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="email"
              label={t('fields.email')}
              rules={[
                { required: true, message: t('validation.email') },
                { type: 'email', message: t('validation.emailInvalid') },
              ]}
            >
              <Input type="email" dir="ltr" prefix={<MailOutlined />} autoComplete="email" placeholder={t('placeholders.email')} />
            </Form.Item>
          </Col>
        </Row>
        <CountryPhoneInput label={t('fields.phone')} />
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="city_id" label={t('fields.city')} rules={[{ required: true, message: t('validation.city') }]}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                loading={cities.isLoading}
                placeholder={t('placeholders.city')}
                options={(cities.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="section_id" label={t('fields.section')} rules={[{ required: true, message: t('validation.section') }]}>
              <Select loading={sections.isLoading} placeholder={t('placeholders.section')} options={sectionOptions} />
            </Form.Item>
          </Col>
        </Row>
        <PasswordFields columns />
        <TermsCheckbox />
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('actions.register')}
        </Button>
      </Form>
    </AuthCard>
  );
}
