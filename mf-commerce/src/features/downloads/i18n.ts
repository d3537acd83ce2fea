/** Strings of /filesView. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  files: {
    empty: 'لا توجد ملفات بعد',
    browse: 'تصفح المتاجر من الرئيسية',
    by: 'من {{name}}',
    purchasedAt: 'اشتريته في {{date}}',
    download: 'تحميل الملفات',
    downloadLabel: 'تحميل ملفات {{name}}',
    modalTitle: 'ملفات {{name}}',
    noFiles: 'لا ملفات في هذا المنتج',
    expires: 'الروابط صالحة حتى {{time}}',
    fileLabel: 'تحميل {{name}}',
    failed: 'تعذر تجهيز الملفات، حاول مرة أخرى',
  },
};

const en: typeof ar = {
  files: {
    empty: 'No files yet',
    browse: 'Browse the stores from the home page',
    by: 'by {{name}}',
    purchasedAt: 'Bought on {{date}}',
    download: 'Download files',
    downloadLabel: 'Download the files of {{name}}',
    modalTitle: 'Files of {{name}}',
    noFiles: 'This product has no files',
    expires: 'The links work until {{time}}',
    fileLabel: 'Download {{name}}',
    failed: 'The files could not be prepared, please try again',
  },
};

export const filesTranslations = { ar, en };

addNamespace(NS, filesTranslations);
