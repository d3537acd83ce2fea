/** The audit log. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  audit: {
    when: 'الوقت',
    who: 'المشرف',
    action: 'العملية',
    target: 'السجل',
    before: 'قبل',
    after: 'بعد',
    empty: 'لا توجد عمليات مسجلة',
    actions: {
      admin_login: 'دخول مشرف',
      admin_logout: 'خروج مشرف',
      admin_create: 'إضافة مشرف',
      admin_suspend: 'إيقاف مشرف',
      admin_reinstate: 'إعادة تفعيل مشرف',
      admin_totp_enable: 'تفعيل التحقق بخطوتين',
      provider_approve: 'اعتماد مقدم خدمة',
      provider_reject: 'رفض مقدم خدمة',
      provider_suspend: 'إيقاف مقدم خدمة',
      provider_reinstate: 'إعادة تفعيل مقدم خدمة',
      user_suspend: 'إيقاف عميل',
      user_reinstate: 'إعادة تفعيل عميل',
      product_approve: 'اعتماد منتج',
      product_reject: 'رفض منتج',
      complaint_resolve: 'معالجة شكوى',
      settlement_pay: 'دفع تسوية',
      settlement_reject: 'رفض تسوية',
      catalogue_create: 'إضافة للكتالوج',
      catalogue_update: 'تعديل في الكتالوج',
      catalogue_delete: 'حذف من الكتالوج',
      settings_update: 'تعديل الإعدادات',
      export_download: 'تنزيل تقرير',
    },
  },
};

const en: typeof ar = {
  audit: {
    when: 'When',
    who: 'Admin',
    action: 'Action',
    target: 'Record',
    before: 'Before',
    after: 'After',
    empty: 'No actions recorded',
    actions: {
      admin_login: 'Admin signed in',
      admin_logout: 'Admin signed out',
      admin_create: 'Admin created',
      admin_suspend: 'Admin suspended',
      admin_reinstate: 'Admin reinstated',
      admin_totp_enable: 'Two-step sign-in enabled',
      provider_approve: 'Provider approved',
      provider_reject: 'Provider rejected',
      provider_suspend: 'Provider suspended',
      provider_reinstate: 'Provider reinstated',
      user_suspend: 'Customer suspended',
      user_reinstate: 'Customer reinstated',
      product_approve: 'Product approved',
      product_reject: 'Product rejected',
      complaint_resolve: 'Complaint resolved',
      settlement_pay: 'Settlement paid',
      settlement_reject: 'Settlement rejected',
      catalogue_create: 'Catalogue item added',
      catalogue_update: 'Catalogue item edited',
      catalogue_delete: 'Catalogue item deleted',
      settings_update: 'Settings changed',
      export_download: 'Report downloaded',
    },
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
