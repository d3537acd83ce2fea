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
  description: 'سوق: منصة سعودية لاستئجار المستقلين وشراء المنتجات الرقمية — تصميم وبرمجة وكتابة وتسويق، بأسعار واضحة وتقييمات حقيقية.',
  scrollTop: 'العودة إلى أعلى الصفحة',
  notFound: {
    title: 'الصفحة غير موجودة',
    message: 'عذرًا، الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
  },
  errors: {
    generic: 'حدث خطأ غير متوقع',
  },
};

const en: typeof ar = {
  brand: 'Souq',
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
};

export const shellTranslations = { ar, en };

addNamespace(SHELL_NS, shellTranslations);
