/** The 'providerAdmin' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
import { widgetTranslations } from './widget-translations';

export const NS = 'providerAdmin';

const ar = {
  titles: {
    providerEditProfile: 'الملف الشخصي',
    bankView: 'الحساب البنكي',
    worksView: 'السيرة الذاتية والأعمال',
    editService: 'تعديل الخدمة',
    addnewService: 'إضافة عمل',
    editnewServices: 'تعديل العمل',
    providerProducts: 'منتجاتي',
    addnewProduct: 'إضافة منتج',
    editProviderProduct: 'تعديل المنتج',
    fainancialView: 'المعاملات المالية',
    reportsView: 'تقارير التحميل',
  },
  ...widgetTranslations.ar,
};

const en: typeof ar = {
  titles: {
    providerEditProfile: 'Profile',
    bankView: 'Bank account',
    worksView: 'CV and works',
    editService: 'Edit service',
    addnewService: 'Add a work',
    editnewServices: 'Edit work',
    providerProducts: 'My products',
    addnewProduct: 'Add a product',
    editProviderProduct: 'Edit product',
    fainancialView: 'Financial transactions',
    reportsView: 'Download reports',
  },
  ...widgetTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
