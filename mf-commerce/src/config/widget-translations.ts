/** Strings of the commerce home widgets. */
export const widgetTranslations = {
  ar: {
    stores: { title: 'المتاجر الرقمية', empty: 'لا توجد متاجر بعد', open: 'تصفح متجر {{name}}' },
    bestSellers: {
      title: 'الأكثر مبيعًا',
      empty: 'لا توجد منتجات بعد',
      details: 'عرض التفاصيل',
      discount: 'خصم {{value}}٪',
      imageAlt: 'صورة {{name}}',
    },
  },
  en: {
    stores: { title: 'Digital stores', empty: 'No stores yet', open: 'Browse the {{name}} store' },
    bestSellers: {
      title: 'Best sellers',
      empty: 'No products yet',
      details: 'View details',
      discount: '{{value}}% off',
      imageAlt: 'Image of {{name}}',
    },
  },
};
