/**
 * The 'shell' namespace: app-level strings (brand, description, not-found and error pages)
 * here; each feature registers its own in its `i18n.ts`, imported below so that importing
 * this file registers every string the shell shows.
 */
import { addNamespace } from '@souq/i18n';
// Page titles (document.title and headings) live with the routes, once.
import '@souq/routes/titles';
import '@/features/layout/i18n';
import '@/features/home/i18n';
import '@/features/notifications/i18n';
import { SHELL_NS } from './namespace';

export { SHELL_NS };

const ar = {
  brand: 'سوق',
  /** The logo link's name: it starts with the brand the link shows (WCAG 2.5.3, label in name). */
  logoLabel: 'سوق — الصفحة الرئيسية',
  description: 'سوق: منصة سعودية لاستئجار المستقلين وشراء المنتجات الرقمية — تصميم وبرمجة وكتابة وتسويق، بأسعار واضحة وتقييمات حقيقية.',
  scrollTop: 'العودة إلى أعلى الصفحة',
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'عذرًا، الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  },
  errors: {
    generic: 'حدث خطأ غير متوقع',
  },
  preview: {
    banner: 'معاينة {{remote}} بالإصدار {{version}} في هذا التبويب فقط',
    end: 'إنهاء المعاينة',
  },
  roleMismatch: {
    userTitle: 'هذه الصفحة مخصصة للعملاء',
    providerTitle: 'هذه الصفحة مخصصة لمقدمي الخدمات',
    message: 'أنت مسجل الدخول بحساب آخر. يمكنك العودة إلى صفحتك أو تسجيل الدخول بالحساب المناسب.',
    toMine: 'الذهاب إلى صفحتي',
    signInAsUser: 'تسجيل الدخول كعميل',
    signInAsProvider: 'تسجيل الدخول كمقدم خدمة',
  },
};

const en: typeof ar = {
  brand: 'Souq',
  logoLabel: 'Souq — home page',
  description:
    'Souq: a Saudi marketplace to hire freelancers and buy digital products — design, development, writing and marketing, with clear prices and real reviews.',
  scrollTop: 'Back to top',
  notFound: {
    title: 'Page not found',
    message: 'Sorry, the page you are looking for does not exist or has moved.',
  },
  errors: {
    generic: 'Something went wrong',
  },
  preview: {
    banner: 'Previewing {{remote}} at version {{version}} in this tab only',
    end: 'End preview',
  },
  roleMismatch: {
    userTitle: 'This page is for customers',
    providerTitle: 'This page is for service providers',
    message: 'You are signed in with another kind of account. Go back to your own page, or sign in with the right account.',
    toMine: 'Go to my page',
    signInAsUser: 'Sign in as a customer',
    signInAsProvider: 'Sign in as a provider',
  },
};

export const shellTranslations = { ar, en };

addNamespace(SHELL_NS, shellTranslations);
