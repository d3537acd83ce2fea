/** Strings shared by every page of this remote (gate messages, buttons, generic errors). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  common: {
    details: 'التفاصيل',
    confirmTitle: 'هل أنت متأكد؟',
    confirmHint: 'تابع للتأكيد',
    genericError: 'حدث خطأ، حاول مرة أخرى',
    loadFailed: 'تعذّر تحميل البيانات',
    required: 'هذا الحقل مطلوب',
    number: 'أدخل رقمًا صحيحًا',
    positive: 'أدخل قيمة أكبر من صفر',
    integer: 'أدخل عددًا صحيحًا من الأيام',
    imagesOnly: 'يُسمح بالصور فقط (jpg, png, webp)',
    addImages: 'إضافة صور',
    removeImage: 'حذف الصورة',
    providersOnly: 'هذه الصفحة لمقدمي الخدمات فقط',
    providersOnlyHint: 'سجّل الدخول بحساب مقدم خدمة للمتابعة.',
    signIn: 'تسجيل الدخول',
    home: 'الرئيسية',
    notForStoreOwners: 'هذه الصفحة للمستقلين فقط',
    notForStoreOwnersHint: 'حسابك حساب متجر؛ السيرة الذاتية والأعمال خاصة بمقدمي الخدمات المستقلين. يمكنك تغيير القسم من الملف الشخصي.',
    notForFreelancers: 'هذه الصفحة لأصحاب المتاجر فقط',
    notForFreelancersHint: 'حسابك حساب مستقل؛ المنتجات والتقارير خاصة بأصحاب المتاجر. يمكنك تغيير القسم من الملف الشخصي.',
    editProfile: 'الملف الشخصي',
  },
};

const en: typeof ar = {
  common: {
    details: 'Details',
    confirmTitle: 'Are you sure?',
    confirmHint: 'Proceed to confirm',
    genericError: 'Something went wrong, please try again',
    loadFailed: 'Could not load the data',
    required: 'This field is required',
    number: 'Enter a valid number',
    positive: 'Enter a value greater than zero',
    integer: 'Enter a whole number of days',
    imagesOnly: 'Images only (jpg, png, webp)',
    addImages: 'Add images',
    removeImage: 'Remove image',
    providersOnly: 'This page is for service providers',
    providersOnlyHint: 'Sign in with a provider account to continue.',
    signIn: 'Sign in',
    home: 'Home',
    notForStoreOwners: 'This page is for freelancers only',
    notForStoreOwnersHint: 'Yours is a store account; the CV and works are for freelancers. You can change your section in your profile.',
    notForFreelancers: 'This page is for store owners only',
    notForFreelancersHint:
      'Yours is a freelancer account; products and reports are for store owners. You can change your section in your profile.',
    editProfile: 'Profile',
  },
};

export const translations = { ar, en };

addNamespace(NS, translations);
