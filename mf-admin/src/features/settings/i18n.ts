/** Platform settings. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  settings: {
    fields: {
      about_content_ar: 'من نحن (بالعربية)',
      about_content_en: 'من نحن (بالإنجليزية)',
      terms_ar: 'الشروط والأحكام (بالعربية)',
      terms_en: 'الشروط والأحكام (بالإنجليزية)',
      footer_description_ar: 'وصف التذييل (بالعربية)',
      footer_description_en: 'وصف التذييل (بالإنجليزية)',
      seller_name_ar: 'اسم البائع في الفواتير (بالعربية)',
      seller_name_en: 'اسم البائع في الفواتير (بالإنجليزية)',
      app_store_link: 'رابط App Store',
      google_play_link: 'رابط Google Play',
      vat_number: 'الرقم الضريبي',
      tax_rate: 'نسبة الضريبة (%)',
      commission_rate: 'نسبة العمولة (%)',
      open_settlement: 'السماح لمقدمي الخدمات بطلب التسوية',
    },
    saved: 'تم حفظ الإعدادات',
    url: 'أدخل رابطًا صحيحًا',
    vatFormat: 'الرقم الضريبي 15 رقمًا يبدأ وينتهي بـ 3',
  },
};

const en: typeof ar = {
  settings: {
    fields: {
      about_content_ar: 'About us (Arabic)',
      about_content_en: 'About us (English)',
      terms_ar: 'Terms and conditions (Arabic)',
      terms_en: 'Terms and conditions (English)',
      footer_description_ar: 'Footer text (Arabic)',
      footer_description_en: 'Footer text (English)',
      seller_name_ar: 'Seller name on invoices (Arabic)',
      seller_name_en: 'Seller name on invoices (English)',
      app_store_link: 'App Store link',
      google_play_link: 'Google Play link',
      vat_number: 'VAT number',
      tax_rate: 'Tax rate (%)',
      commission_rate: 'Commission rate (%)',
      open_settlement: 'Providers may request settlements',
    },
    saved: 'Settings saved',
    url: 'Enter a valid link',
    vatFormat: 'The VAT number is 15 digits starting and ending with 3',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
