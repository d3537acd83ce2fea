/** Strings of the search results page (/search), in the 'catalog' namespace. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  search: {
    heading: 'نتائج البحث عن «{{q}}»',
    noQuery: 'اكتب ما تبحث عنه في مربع البحث أعلى الصفحة: خدمة أو اسم مقدم خدمة أو منتج.',
    tabs: { services: 'الخدمات', providers: 'مقدمو الخدمة', products: 'المنتجات' },
    tabCount: '{{label}} ({{count}})',
    empty: {
      services: 'لا توجد خدمات تطابق «{{q}}»',
      providers: 'لا يوجد مقدمو خدمة يطابقون «{{q}}»',
      products: 'لا توجد منتجات تطابق «{{q}}»',
    },
    emptyHint: 'تأكد من الكتابة أو جرّب كلمة أقصر أو تبويبًا آخر.',
    browse: 'تصفح الخدمات',
    providersOf: 'مقدمو الخدمة',
    previous: 'الصفحة السابقة',
    next: 'الصفحة التالية',
    pageOf: 'الصفحة {{page}}',
    loadError: 'تعذّر تحميل نتائج البحث',
  },
};

const en: typeof ar = {
  search: {
    heading: 'Results for “{{q}}”',
    noQuery: 'Type what you are looking for in the search box at the top: a service, a provider’s name or a product.',
    tabs: { services: 'Services', providers: 'Providers', products: 'Products' },
    tabCount: '{{label}} ({{count}})',
    empty: {
      services: 'No services match “{{q}}”',
      providers: 'No providers match “{{q}}”',
      products: 'No products match “{{q}}”',
    },
    emptyHint: 'Check the spelling, try a shorter word or another tab.',
    browse: 'Browse services',
    providersOf: 'Providers',
    previous: 'Previous page',
    next: 'Next page',
    pageOf: 'Page {{page}}',
    loadError: 'Could not load the search results',
  },
};

export const searchTranslations = { ar, en };
addNamespace(NS, searchTranslations);
