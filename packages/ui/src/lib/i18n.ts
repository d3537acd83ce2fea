import { addNamespace } from '@souq/i18n';
import { CURRENCY } from './format';

export const UI_NS = 'ui';

const ar = {
  currency: CURRENCY.ar as string,
  priceLabel: 'السعر {{value}} ريال سعودي',
  oldPrice: 'السعر قبل الخصم',
  ratingLabel: 'التقييم {{value}} من 5',
  vatNote: 'الأسعار لا تشمل ضريبة القيمة المضافة ({{rate}}٪)، وتُضاف عند الدفع.',
  ratingsCount_zero: 'لا توجد تقييمات',
  ratingsCount_one: 'تقييم واحد',
  ratingsCount_two: 'تقييمان',
  ratingsCount_few: '{{count}} تقييمات',
  ratingsCount_many: '{{count}} تقييمًا',
  ratingsCount_other: '{{count}} تقييم',
  empty: 'لا توجد بيانات بعد',
  needLogin: {
    title: 'تسجيل الدخول مطلوب',
    message: 'يجب عليك تسجيل الدخول أولاً',
    signIn: 'تسجيل الدخول',
    register: 'إنشاء حساب جديد',
  },
  comingSoon: {
    title: 'قريباً',
    subtitle: 'نعمل على تجهيز هذه الصفحة، تابعنا قريباً.',
  },
  remoteError: {
    title: 'تعذّر تحميل هذا الجزء',
    message: 'حدث خطأ أثناء تحميل هذا القسم. بقية الموقع تعمل بشكل طبيعي.',
  },
  loadFailed: 'تعذّر تحميل البيانات',
  taxInvoice: {
    open: 'الفاتورة الضريبية',
    failed: 'تعذر فتح الفاتورة الضريبية',
  },
  pager: {
    label: 'التنقل بين الصفحات',
  },
  clearSearch: 'مسح البحث',
  gallery: {
    label: 'معرض الصور',
    thumbnail: 'عرض الصورة {{index}}',
    previous: 'الصور السابقة',
    next: 'الصور التالية',
    image: 'صورة {{index}} من {{total}}',
  },
  slider: {
    slide: 'الشريحة {{index}} من {{total}}',
    previous: 'السابق',
    next: 'التالي',
    goTo: 'الانتقال إلى الشريحة {{index}}',
  },
  complaint: {
    reason: 'سبب الشكوى',
    reasonRequired: 'اكتب سبب الشكوى',
    text: 'تفاصيل الشكوى',
    textRequired: 'اكتب تفاصيل الشكوى',
    submit: 'إرسال الشكوى',
  },
  settlementReturned: {
    title: 'أُعيد طلب التسوية بمبلغ {{amount}}',
    refund: 'استُرد الطلب بعد تقديمه، فخُصم {{refund}} من المستحق. الطلب:',
    reason: 'سبب الاسترداد: {{reason}}',
  },
};

const en: typeof ar = {
  currency: CURRENCY.en,
  priceLabel: 'Price {{value}} Saudi riyals',
  oldPrice: 'Price before discount',
  ratingLabel: 'Rated {{value}} out of 5',
  vatNote: 'Prices exclude VAT ({{rate}}%), which is added at payment.',
  // English uses only _zero, _one and _other; the rest mirror Arabic's plural keys.
  ratingsCount_zero: 'No ratings yet',
  ratingsCount_one: '{{count}} rating',
  ratingsCount_two: '{{count}} ratings',
  ratingsCount_few: '{{count}} ratings',
  ratingsCount_many: '{{count}} ratings',
  ratingsCount_other: '{{count}} ratings',
  empty: 'Nothing here yet',
  needLogin: {
    title: 'Login required',
    message: 'You must log in first',
    signIn: 'Sign in',
    register: 'Create an account',
  },
  comingSoon: {
    title: 'Coming soon',
    subtitle: 'We are preparing this page. Check back soon.',
  },
  remoteError: {
    title: 'This section could not be loaded',
    message: 'Something went wrong while loading this section. The rest of the site still works.',
  },
  loadFailed: 'Could not load this data',
  taxInvoice: {
    open: 'Tax invoice',
    failed: 'The tax invoice could not be opened',
  },
  pager: {
    label: 'Pagination',
  },
  clearSearch: 'Clear the search',
  gallery: {
    label: 'Image gallery',
    thumbnail: 'Show image {{index}}',
    previous: 'Previous images',
    next: 'Next images',
    image: 'Image {{index}} of {{total}}',
  },
  slider: {
    slide: 'Slide {{index}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
    goTo: 'Go to slide {{index}}',
  },
  complaint: {
    reason: 'Reason',
    reasonRequired: 'Write the reason of the complaint',
    text: 'Complaint details',
    textRequired: 'Write the details of the complaint',
    submit: 'Send complaint',
  },
  settlementReturned: {
    title: 'The settlement request of {{amount}} was sent back',
    refund: 'An order was refunded after it was made, taking {{refund}} off the due. Order:',
    reason: 'Refund reason: {{reason}}',
  },
};

export const uiTranslations = { ar, en };
export type UiTranslations = typeof ar;

addNamespace(UI_NS, uiTranslations);
