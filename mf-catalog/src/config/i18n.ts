/** The 'catalog' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
import { widgetTranslations } from './widget-translations';
import { pageTranslations } from '@/lib/page-translations';

export const NS = 'catalog';

const ar = {
  titles: {
    providersView: 'مقدمو الخدمة',
    providerProfile: 'ملف مقدم الخدمة',
    providerServiceDetails: 'تفاصيل الخدمة',
  },
  ...widgetTranslations.ar,
  ...pageTranslations.ar,
};

const en: typeof ar = {
  titles: {
    providersView: 'Service providers',
    providerProfile: 'Provider profile',
    providerServiceDetails: 'Service details',
  },
  ...widgetTranslations.en,
  ...pageTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
