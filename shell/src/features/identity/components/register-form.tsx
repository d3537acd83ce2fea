/**
 * The registration form shared by customers (/userRegester) and providers
 * (/providerRegester): name + email, phone, passwords, terms and submit inside the wide
 * auth card. Each page adds its own fields and sends its own call.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ShopOutlined, UserAddOutlined, UserOutlined } from '@souq/ui/icons';
import { getSession, type Session } from '@souq/auth';
import { Button, Col, Form, Input, requiredText, Row } from '@souq/ui';
import { CountryPhoneInput, findCountry, useCountries } from '@/components/country-phone-input';
import type { Role } from '../utils/device';
import { notifySuccess } from '../utils/notify';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { PasswordFields } from './password-fields';
import { TermsCheckbox } from './terms-checkbox';
import { paths } from '@souq/routes';

const ACCOUNTS = {
  user: {
    title: 'routes:userRegister',
    subtitle: 'subtitles.userRegister',
    icon: <UserAddOutlined />,
    login: paths.userLogin.getHref(),
    confirm: paths.userConfirm.getHref(),
    name: {
      field: 'user_name',
      label: 'fields.userName',
      rule: 'validation.userName',
      placeholder: 'placeholders.userName',
      autoFocus: true,
    },
  },
  provider: {
    title: 'routes:providerRegister',
    subtitle: 'subtitles.providerRegister',
    icon: <ShopOutlined />,
    login: paths.providerLogin.getHref(),
    confirm: paths.providerConfirm.getHref(),
    name: { field: 'name', label: 'fields.name', rule: 'validation.name', placeholder: 'placeholders.name', autoFocus: undefined },
  },
} as const;

export interface RegisterFormProps<V> {
  account: Role;
  pending: boolean;
  onFinish: (values: V) => void;
  /** Above the name and email (the provider's picture). */
  header?: ReactNode;
  /** Between the phone and the passwords (the provider's city and section). */
  afterPhone?: ReactNode;
}

export function RegisterForm<V>({ account, pending, onFinish, header, afterPhone }: RegisterFormProps<V>) {
  const { t } = useTranslation('identity');
  const a = ACCOUNTS[account];
  return (
    <AuthCard
      wide
      title={t(a.title)}
      subtitle={t(a.subtitle)}
      icon={a.icon}
      footer={
        <span>
          {t('links.haveAccount')} <Link to={a.login}>{t('links.loginNow')}</Link>
        </span>
      }
    >
      <Form noValidate layout="vertical" requiredMark={false} onFinish={(values) => onFinish(values as V)} disabled={pending}>
        {header}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name={a.name.field} label={t(a.name.label)} rules={[requiredText(t(a.name.rule))]}>
              <Input prefix={<UserOutlined />} autoComplete="name" placeholder={t(a.name.placeholder)} autoFocus={a.name.autoFocus} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <EmailField placeholder={t('placeholders.email')} />
          </Col>
        </Row>
        <CountryPhoneInput label={t('fields.phone')} />
        {afterPhone}
        <PasswordFields columns />
        <TermsCheckbox />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {t('actions.register')}
        </Button>
      </Form>
    </AuthCard>
  );
}

/**
 * After a successful register call: no token yet, so the phone (and what else the page
 * knows) waits in the session for the confirm page; toast the server's msg and go there.
 */
export function useRegistered(account: Role) {
  const { t } = useTranslation('identity');
  const navigate = useNavigate();
  const { data: countries } = useCountries();
  return (values: { phone: string; country_code: string }, msg: string, extra: Partial<Session> = {}) => {
    getSession().update({
      phone: values.phone,
      country_code: values.country_code,
      country_img: findCountry(countries, values.country_code)?.image ?? null,
      ...extra,
    });
    notifySuccess(msg, t('messages.codeSent'));
    navigate(ACCOUNTS[account].confirm);
  };
}
