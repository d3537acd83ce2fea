import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { MailOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { getSession } from '@souq/auth';
import { Button, Col, Form, Input, Row } from '@souq/ui';
import { CountryPhoneInput, findCountry, useCountries } from '@/components/country-phone-input';
import { useUserRegister } from '../api/user-register';
import type { UserRegisterInput } from '../api/user-register';
import { AuthCard } from '../components/auth-card';
import { PasswordFields } from '../components/password-fields';
import { TermsCheckbox } from '../components/terms-checkbox';
import { notifyError, notifySuccess } from '../utils/notify';

export default function UserRegisterPage() {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { data: countries } = useCountries();
  const register = useUserRegister();

  const onFinish = async (values: UserRegisterInput) => {
    try {
      const res = await register.mutateAsync({ ...values, is_conditions: Boolean(values.is_conditions) });
      // No token yet: the account is activated on /userConfirm.
      getSession().update({
        phone: values.phone,
        country_code: values.country_code,
        country_img: findCountry(countries, values.country_code)?.image ?? null,
        name: values.user_name,
        userid: res.data?.id != null ? String(res.data.id) : null,
      });
      notifySuccess(res.msg, t('messages.codeSent'));
      navigate('/userConfirm');
    } catch (err) {
      notifyError(err, t);
    }
  };

  return (
    <AuthCard
      wide
      title={t('titles.userRegister')}
      subtitle={t('subtitles.userRegister')}
      icon={<UserAddOutlined />}
      footer={
        <span>
          {t('links.haveAccount')} <Link to="/userLogin">{t('links.loginNow')}</Link>
        </span>
      }
    >
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => onFinish(values as UserRegisterInput)}
        disabled={register.isPending}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="user_name"
              label={t('fields.userName')}
              rules={[{ required: true, whitespace: true, message: t('validation.userName') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t('placeholders.userName')} autoFocus />
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
        <PasswordFields columns />
        <TermsCheckbox />
        <Button type="primary" htmlType="submit" size="large" block loading={register.isPending}>
          {t('actions.register')}
        </Button>
      </Form>
    </AuthCard>
  );
}
