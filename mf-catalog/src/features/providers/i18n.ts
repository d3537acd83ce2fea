/**
 * Strings of the providers-of-a-service page, in the 'catalog' namespace.
 * Arabic plurals use i18next's CLDR suffixes; English carries the same keys (one type).
 */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  providers: {
    count_zero: 'لا يوجد مقدمو خدمة',
    count_one: 'مقدم خدمة واحد',
    count_two: 'مقدما خدمة',
    count_few: '{{count}} مقدمي خدمة',
    count_many: '{{count}} مقدم خدمة',
    count_other: '{{count}} مقدم خدمة',
    listLabel: 'مقدمو الخدمة',
    searchLabel: 'البحث عن مقدم خدمة',
    searchPlaceholder: 'ابحث باسم مقدم الخدمة',
    filter: 'تصفية',
    filterActive: 'تصفية ({{count}})',
    empty: 'لا يوجد مقدمو خدمة',
    emptySearch: 'لا يوجد مقدمو خدمة يطابقون «{{query}}»',
    emptyFilter: 'لا يوجد مقدمو خدمة يطابقون التصفية المختارة',
    none: {
      title: 'لا يوجد مقدمو خدمة لهذه الخدمة بعد',
      request: 'أضف طلبك الآن وسيصلك إشعار بعروض الأسعار حين يقدّمها مقدمو هذه الخدمة.',
      provider: 'كن أول من يقدّم هذه الخدمة: أضفها إلى خدماتك من لوحة التحكم.',
    },
    resetFilter: 'عرض جميع مقدمي الخدمة',
    details: 'التفاصيل',
    detailsOf: 'تفاصيل {{name}}',
    serviceDetails: 'تفاصيل الخدمة',
    priceUnknown: 'السعر عند الطلب',
    loadError: 'تعذّر تحميل مقدمي الخدمة',
    openRequest: {
      title: 'اطلب الخدمة من جميع مقدميها',
      hint: 'صف ما تحتاجه وحدّد ميزانيتك ومدة التنفيذ، وستصلك عروض الأسعار من مقدمي هذه الخدمة.',
      button: 'أضف طلبك',
    },
  },
  filter: {
    title: 'تصفية النتائج',
    priceRange: 'نطاق السعر',
    range: 'من {{from}} إلى {{to}} ر.س',
    experience: 'مستوى الخبرة',
    duration: 'أقصى مدة تنفيذ (بالأيام)',
    durationPlaceholder: 'مثال: 7',
    durationInvalid: 'أدخل عددًا صحيحًا من الأيام، 1 على الأقل',
    sort: 'الترتيب',
    sortPriceAsc: 'السعر: من الأقل إلى الأعلى',
    sortPriceDesc: 'السعر: من الأعلى إلى الأقل',
    sortRate: 'الأعلى تقييمًا',
    apply: 'بحث',
    reset: 'إعادة ضبط',
    none: 'لا توجد خيارات متاحة',
  },
};

const en: typeof ar = {
  providers: {
    count_zero: 'No providers',
    count_one: '{{count}} provider',
    count_two: '{{count}} providers',
    count_few: '{{count}} providers',
    count_many: '{{count}} providers',
    count_other: '{{count}} providers',
    listLabel: 'Service providers',
    searchLabel: 'Search providers',
    searchPlaceholder: 'Search by provider name',
    filter: 'Filter',
    filterActive: 'Filter ({{count}})',
    empty: 'No providers',
    emptySearch: 'No providers match “{{query}}”',
    emptyFilter: 'No providers match the chosen filters',
    none: {
      title: 'No one offers this service yet',
      request: 'Add your request now: you will be notified of price offers as providers of this service send them.',
      provider: 'Be the first to offer this service: add it to your services from your dashboard.',
    },
    resetFilter: 'Show all providers',
    details: 'Details',
    detailsOf: '{{name}} details',
    serviceDetails: 'Service details',
    priceUnknown: 'Price on request',
    loadError: 'Providers could not be loaded',
    openRequest: {
      title: 'Ask every provider of this service',
      hint: 'Describe what you need, set your budget and delivery time, and the providers of this service will send you their offers.',
      button: 'Add your request',
    },
  },
  filter: {
    title: 'Filter results',
    priceRange: 'Price range',
    range: '{{from}} to {{to}} SR',
    experience: 'Experience level',
    duration: 'Maximum delivery time (days)',
    durationPlaceholder: 'e.g. 7',
    durationInvalid: 'Enter a whole number of days, at least 1',
    sort: 'Sort by',
    sortPriceAsc: 'Price: low to high',
    sortPriceDesc: 'Price: high to low',
    sortRate: 'Highest rated',
    apply: 'Search',
    reset: 'Reset',
    none: 'No options available',
  },
};

export const providersTranslations = { ar, en };

addNamespace(NS, providersTranslations);
