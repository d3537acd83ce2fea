/** The admin sign-in (password, then the authenticator code when enrolled). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  login: {
    title: 'دخول لوحة الإدارة',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    emailFormat: 'أدخل بريدًا إلكترونيًا صحيحًا',
    otp: 'رمز التحقق',
    otpHint: 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
    otpFormat: 'الرمز 6 أرقام',
    verify: 'تحقق',
    welcome: 'أهلًا بك في لوحة الإدارة',
  },
};

const en: typeof ar = {
  login: {
    title: 'Admin sign in',
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    emailFormat: 'Enter a valid email',
    otp: 'Verification code',
    otpHint: 'Enter the 6-digit code from your authenticator app.',
    otpFormat: 'The code is 6 digits',
    verify: 'Verify',
    welcome: 'Welcome to the admin console',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
