import '../i18n';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraOutlined } from '@souq/ui/icons';
import { toast } from '@souq/event-bus';
import { Col, Flex, Form, Row, Select, theme, Upload } from '@souq/ui';
import { useCities } from '../api/get-cities';
import { useSections } from '../api/get-sections';
import { useProviderRegister } from '../api/provider-register';
import { RegisterForm, useRegistered } from '../components/register-form';
import { notifyError } from '../utils/notify';

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
  const cities = useCities();
  const sections = useSections();
  const register = useProviderRegister();
  const registered = useRegistered('provider');
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
      registered(values, res.msg);
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <RegisterForm
      account="provider"
      pending={register.isPending}
      onFinish={onFinish}
      header={<AvatarPicker file={image} onChange={setImage} />}
      afterPhone={
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
      }
    />
  );
}
