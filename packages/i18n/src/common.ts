/**
 * Words every app uses, defined once in the `common` namespace. It is i18next's `fallbackNS`,
 * so `t('retry')` works under any app namespace (and is typed there, see each app's
 * `src/i18next.d.ts`); an app namespace must not redefine these keys.
 */
const ar = {
  retry: 'إعادة المحاولة',
  cancel: 'إلغاء',
  save: 'حفظ',
  close: 'إغلاق',
  send: 'إرسال',
  loading: 'جارٍ التحميل…',
  home: 'الرئيسية',
  backHome: 'العودة إلى الرئيسية',
  edit: 'تعديل',
  delete: 'حذف',
  yes: 'نعم',
  no: 'لا',
  back: 'رجوع',
  // A duration in days, by Arabic plural rules (i18next picks the form from `count`).
  days_zero: '{{count}} يوم',
  days_one: 'يوم واحد',
  days_two: 'يومان',
  days_few: '{{count}} أيام',
  days_many: '{{count}} يومًا',
  days_other: '{{count}} يوم',
};

const en: typeof ar = {
  retry: 'Try again',
  cancel: 'Cancel',
  save: 'Save',
  close: 'Close',
  send: 'Send',
  loading: 'Loading…',
  home: 'Home',
  backHome: 'Back to home',
  edit: 'Edit',
  delete: 'Delete',
  yes: 'Yes',
  no: 'No',
  back: 'Back',
  days_zero: '{{count}} days',
  days_one: '{{count}} day',
  days_two: '{{count}} days',
  days_few: '{{count}} days',
  days_many: '{{count}} days',
  days_other: '{{count}} days',
};

export const COMMON_NS = 'common';
export const commonWords = { ar, en };
export type CommonWords = typeof ar;
