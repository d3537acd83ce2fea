/** Strings shared by every page of the console (frame, menu, states, buttons). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  brand: 'لوحة إدارة سوق',
  language: 'English',
  signOut: 'تسجيل الخروج',
  menu: {
    label: 'قائمة الإدارة',
    open: 'القائمة',
    close: 'إغلاق القائمة',
    dashboard: 'الرئيسية',
    providers: 'مقدمو الخدمات',
    products: 'المنتجات',
    customers: 'العملاء',
    orders: 'الطلبات',
    complaints: 'الشكاوى',
    settlements: 'التسويات',
    catalogue: 'الكتالوج والمحتوى',
    settings: 'الإعدادات',
    auditLog: 'سجل العمليات',
    accounts: 'حسابات المشرفين',
  },
  common: {
    search: 'بحث بالاسم أو الجوال أو الرقم',
    status: 'الحالة',
    allStatuses: 'كل الحالات',
    empty: 'لا توجد بيانات بعد',
    genericError: 'حدث خطأ، حاول مرة أخرى',
    required: 'هذا الحقل مطلوب',
    confirmTitle: 'هل أنت متأكد؟',
    name: 'الاسم',
    phone: 'الجوال',
    createdAt: 'التاريخ',
    actions: 'الإجراءات',
    reason: 'السبب',
    reasonOptional: 'السبب (اختياري)',
    rejectionReason: 'سبب الرفض',
    suspensionReason: 'سبب الإيقاف',
    none: 'لا شيء',
  },
  status: {
    pending: 'بانتظار الموافقة',
    approved: 'معتمد',
    rejected: 'مرفوض',
    suspended: 'موقوف',
    active: 'نشط',
    inactive: 'غير مفعّل',
    open: 'مفتوحة',
    refunded: 'مستردّة',
    released: 'صُرفت للمزوّد',
    closed: 'مغلقة',
    paid: 'مدفوعة',
    visible: 'ظاهر',
    hidden: 'مخفي',
  },
  exports: {
    orders: 'تنزيل الطلبات (CSV)',
    transactions: 'تنزيل الحركات المالية (CSV)',
    settlements: 'تنزيل التسويات (CSV)',
    downloading: 'جارٍ تجهيز الملف…',
    done: 'تم تنزيل الملف {{file}}',
    failed: 'تعذّر تنزيل الملف، حاول مرة أخرى',
  },
  orderKind: {
    service: 'طلبات الخدمات',
    store: 'طلبات المتجر',
    storeShort: 'متجر',
  },
  kinds: {
    categories: {
      title: 'أقسام الخدمات',
      one: 'قسم خدمات',
    },
    services: {
      title: 'الخدمات الفرعية',
      one: 'خدمة فرعية',
    },
    'store-categories': {
      title: 'أقسام المتجر',
      one: 'قسم متجر',
    },
    features: {
      title: 'المميزات',
      one: 'ميزة',
    },
    'range-prices': {
      title: 'نطاقات الأسعار',
      one: 'نطاق سعر',
    },
    experiences: {
      title: 'سنوات الخبرة',
      one: 'خبرة',
    },
    cities: {
      title: 'المدن',
      one: 'مدينة',
    },
    sliders: {
      title: 'صور العرض',
      one: 'صورة عرض',
    },
    partners: {
      title: 'الشركاء',
      one: 'شريك',
    },
    socials: {
      title: 'روابط التواصل',
      one: 'رابط تواصل',
    },
    coupons: {
      title: 'القسائم',
      one: 'قسيمة',
    },
  },
};

const en: typeof ar = {
  brand: 'Souq admin',
  language: 'العربية',
  signOut: 'Sign out',
  menu: {
    label: 'Admin menu',
    open: 'Menu',
    close: 'Close the menu',
    dashboard: 'Dashboard',
    providers: 'Providers',
    products: 'Products',
    customers: 'Customers',
    orders: 'Orders',
    complaints: 'Complaints',
    settlements: 'Settlements',
    catalogue: 'Catalogue and content',
    settings: 'Settings',
    auditLog: 'Audit log',
    accounts: 'Admin accounts',
  },
  common: {
    search: 'Search by name, phone or number',
    status: 'Status',
    allStatuses: 'All statuses',
    empty: 'Nothing here yet',
    genericError: 'Something went wrong, please try again',
    required: 'This field is required',
    confirmTitle: 'Are you sure?',
    name: 'Name',
    phone: 'Phone',
    createdAt: 'Date',
    actions: 'Actions',
    reason: 'Reason',
    reasonOptional: 'Reason (optional)',
    rejectionReason: 'Rejection reason',
    suspensionReason: 'Suspension reason',
    none: 'None',
  },
  status: {
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    suspended: 'Suspended',
    active: 'Active',
    inactive: 'Not activated',
    open: 'Open',
    refunded: 'Refunded',
    released: 'Released',
    closed: 'Closed',
    paid: 'Paid',
    visible: 'Visible',
    hidden: 'Hidden',
  },
  exports: {
    orders: 'Download orders (CSV)',
    transactions: 'Download transactions (CSV)',
    settlements: 'Download settlements (CSV)',
    downloading: 'Preparing the file…',
    done: 'Downloaded {{file}}',
    failed: 'The file could not be downloaded; try again',
  },
  orderKind: {
    service: 'Service orders',
    store: 'Store orders',
    storeShort: 'store',
  },
  kinds: {
    categories: {
      title: 'Service categories',
      one: 'service category',
    },
    services: {
      title: 'Sub-services',
      one: 'sub-service',
    },
    'store-categories': {
      title: 'Store categories',
      one: 'store category',
    },
    features: {
      title: 'Features',
      one: 'feature',
    },
    'range-prices': {
      title: 'Price ranges',
      one: 'price range',
    },
    experiences: {
      title: 'Experience levels',
      one: 'experience level',
    },
    cities: {
      title: 'Cities',
      one: 'city',
    },
    sliders: {
      title: 'Slider images',
      one: 'slider image',
    },
    partners: {
      title: 'Partners',
      one: 'partner',
    },
    socials: {
      title: 'Social links',
      one: 'social link',
    },
    coupons: {
      title: 'Coupons',
      one: 'coupon',
    },
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
