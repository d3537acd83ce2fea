/** Strings of /filesView. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  files: {
    empty: 'لا توجد ملفات بعد',
    browse: 'تصفح المتاجر من الرئيسية',
    by: 'من {{name}}',
    purchasedAt: 'اشتريته في {{date}}',
    paid: 'دفعت (قبل الضريبة):',
    download: 'تحميل الملفات',
    downloadLabel: 'تحميل ملفات {{name}}',
    modalTitle: 'ملفات {{name}}',
    noFiles: 'لا ملفات في هذا المنتج',
    expires: 'الروابط صالحة حتى {{time}}',
    fileLabel: 'تحميل {{name}}',
    failed: 'تعذر تجهيز الملفات، حاول مرة أخرى',
    complain: 'شكوى',
    complainLabel: 'تقديم شكوى على طلب {{name}}',
  },
  complaint: {
    title: 'شكوى على طلبك',
    product: 'المنتج:',
    hint: 'تصل شكواك إلى الإدارة مع رقم الطلب، وسنتواصل معك.',
    sent: 'تم إرسال الشكوى إلى الإدارة',
    failed: 'تعذر إرسال الشكوى، حاول مرة أخرى',
  },
};

const en: typeof ar = {
  files: {
    empty: 'No files yet',
    browse: 'Browse the stores from the home page',
    by: 'by {{name}}',
    purchasedAt: 'Bought on {{date}}',
    paid: 'You paid (before VAT):',
    download: 'Download files',
    downloadLabel: 'Download the files of {{name}}',
    modalTitle: 'Files of {{name}}',
    noFiles: 'This product has no files',
    expires: 'The links work until {{time}}',
    fileLabel: 'Download {{name}}',
    failed: 'The files could not be prepared, please try again',
    complain: 'Complaint',
    complainLabel: 'File a complaint about the order of {{name}}',
  },
  complaint: {
    title: 'Complaint about your order',
    product: 'Product:',
    hint: 'Your complaint reaches the administration with the order number; we will contact you.',
    sent: 'Your complaint was sent to the administration',
    failed: 'The complaint could not be sent, please try again',
  },
};

export const filesTranslations = { ar, en };

addNamespace(NS, filesTranslations);
