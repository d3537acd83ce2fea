/** Products: the approval queue. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  products: {
    preview: 'معاينة',
    store: 'المتجر',
    category: 'القسم',
    price: 'السعر',
    approve: 'اعتماد',
    approveQuestion: 'اعتماد المنتج {{name}}؟ سيظهر للعملاء.',
    reject: 'رفض',
    rejectTitle: 'رفض المنتج {{name}}',
    approved: 'تم اعتماد المنتج',
    rejected: 'تم رفض المنتج',
    previewAlt: 'صورة {{n}} من {{name}}',
    noPreviews: 'لا توجد صور معاينة',
    empty: 'لا توجد منتجات بهذه الحالة',
  },
};

const en: typeof ar = {
  products: {
    preview: 'Preview',
    store: 'Store',
    category: 'Category',
    price: 'Price',
    approve: 'Approve',
    approveQuestion: 'Approve {{name}}? Customers will see it.',
    reject: 'Reject',
    rejectTitle: 'Reject {{name}}',
    approved: 'Product approved',
    rejected: 'Product rejected',
    previewAlt: 'Image {{n}} of {{name}}',
    noPreviews: 'No preview images',
    empty: 'No products in this state',
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
