/** Strings of the service-categories home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  categories: {
    title: 'أقسام الخدمات الرقمية',
    empty: 'لا توجد أقسام خدمات بعد',
    subServices: 'خدمات {{name}}',
    noSubServices: 'لا توجد خدمات فرعية متاحة',
    open: 'عرض خدمات {{name}}',
  },
};

const en: typeof ar = {
  categories: {
    title: 'Digital service categories',
    empty: 'No service categories yet',
    subServices: '{{name}} services',
    noSubServices: 'No sub-services available',
    open: 'Show {{name}} services',
  },
};

export const serviceCategoriesTranslations = { ar, en };

addNamespace(NS, serviceCategoriesTranslations);
