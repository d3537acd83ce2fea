/** The 'harness' namespace: the standalone remote harness (ar default, en). */
import { addNamespace } from '@souq/i18n';

export const HARNESS_NS = 'harness';

const ar = {
  title: 'بيئة اختبار {{name}}',
  pages: 'الصفحات',
  widgets: 'عناصر الصفحة الرئيسية',
  language: 'English',
  token: 'رمز الدخول (Bearer token)',
  visitor: 'نوع الحساب',
  user: 'عميل',
  provider: 'مقدم خدمة',
  signIn: 'استخدام الرمز',
  signOut: 'تسجيل الخروج',
  signedInAs: 'مسجّل كـ {{visitor}}',
  guest: 'زائر',
  index: 'الفهرس',
  missingWidget: 'لا يوجد عنصر بهذا الاسم',
  sample: 'مثال: {{path}}',
};

const en: typeof ar = {
  title: '{{name}} test harness',
  pages: 'Pages',
  widgets: 'Home widgets',
  language: 'العربية',
  token: 'Access token (Bearer token)',
  visitor: 'Account type',
  user: 'Customer',
  provider: 'Provider',
  signIn: 'Use token',
  signOut: 'Sign out',
  signedInAs: 'Signed in as {{visitor}}',
  guest: 'Guest',
  index: 'Index',
  missingWidget: 'No widget with this name',
  sample: 'Example: {{path}}',
};

export const harnessTranslations = { ar, en };

addNamespace(HARNESS_NS, harnessTranslations);
