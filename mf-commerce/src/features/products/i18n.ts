/** Strings of /userProducts/:id. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  products: {
    count_zero: 'لا منتجات',
    count_one: 'منتج واحد',
    count_two: 'منتجان',
    count_few: '{{count}} منتجات',
    count_many: '{{count}} منتجًا',
    count_other: '{{count}} منتج',
    searchLabel: 'ابحث في منتجات هذا المتجر',
    searchPlaceholder: 'ابحث باسم المنتج',
    filter: 'تصفية',
    filterActive: 'تصفية ({{count}})',
    empty: 'لا توجد منتجات بعد',
    emptySearch: 'لا منتجات تطابق «{{query}}»',
    emptyFilter: 'لا منتجات تطابق هذه التصفية',
    clearFilter: 'إلغاء التصفية',
    previous: 'السابق',
    next: 'التالي',
    pageLabel: 'صفحة {{page}}',
    resultsLabel: 'صفحات النتائج',
    invalid: 'هذا المتجر غير موجود',
  },
  filter: {
    title: 'تصفية المنتجات',
    price: 'السعر',
    rate: 'التقييم',
    high: 'الأعلى أولًا',
    low: 'الأقل أولًا',
    any: 'بلا ترتيب',
    features: 'المزايا',
    noFeatures: 'لا مزايا للاختيار',
    featuresError: 'تعذر تحميل المزايا',
    apply: 'عرض النتائج',
    reset: 'مسح الكل',
  },
};

const en: typeof ar = {
  products: {
    count_zero: 'No products',
    count_one: '1 product',
    count_two: '2 products',
    count_few: '{{count}} products',
    count_many: '{{count}} products',
    count_other: '{{count}} products',
    searchLabel: 'Search this store’s products',
    searchPlaceholder: 'Search by product name',
    filter: 'Filter',
    filterActive: 'Filter ({{count}})',
    empty: 'No products yet',
    emptySearch: 'No products match “{{query}}”',
    emptyFilter: 'No products match this filter',
    clearFilter: 'Clear the filter',
    previous: 'Previous',
    next: 'Next',
    pageLabel: 'Page {{page}}',
    resultsLabel: 'Result pages',
    invalid: 'This store does not exist',
  },
  filter: {
    title: 'Filter products',
    price: 'Price',
    rate: 'Rating',
    high: 'Highest first',
    low: 'Lowest first',
    any: 'Any order',
    features: 'Features',
    noFeatures: 'No features to choose from',
    featuresError: 'The features could not be loaded',
    apply: 'Show results',
    reset: 'Clear all',
  },
};

export const productsTranslations = { ar, en };

addNamespace(NS, productsTranslations);
