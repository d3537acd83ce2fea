/** Strings of the best-sellers home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  bestSellers: {
    title: 'الأكثر مبيعًا',
    empty: 'لا توجد منتجات بعد',
    details: 'عرض التفاصيل',
    discount: 'خصم {{value}}٪',
    imageAlt: 'صورة {{name}}',
  },
};

const en: typeof ar = {
  bestSellers: {
    title: 'Best sellers',
    empty: 'No products yet',
    details: 'View details',
    discount: '{{value}}% off',
    imageAlt: 'Image of {{name}}',
  },
};

export const bestSellersTranslations = { ar, en };

addNamespace(NS, bestSellersTranslations);
