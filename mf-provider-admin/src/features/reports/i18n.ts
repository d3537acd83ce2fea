import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  reports: {
    empty: 'لا توجد طلبات تحميل بعد',
    downloads_zero: 'لا تحميلات',
    downloads_one: 'تحميل واحد',
    downloads_two: 'تحميلان',
    downloads_few: '{{count}} تحميلات',
    downloads_many: '{{count}} تحميلًا',
    downloads_other: '{{count}} تحميل',
    open: 'تفاصيل المنتج {{name}}',
  },
};

const en: typeof ar = {
  reports: {
    empty: 'No download requests yet',
    downloads_zero: 'No downloads',
    downloads_one: '{{count}} download',
    downloads_two: '{{count}} downloads',
    downloads_few: '{{count}} downloads',
    downloads_many: '{{count}} downloads',
    downloads_other: '{{count}} downloads',
    open: 'Details of {{name}}',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
