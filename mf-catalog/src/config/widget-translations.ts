/** Strings of the catalog home widgets. */
export const widgetTranslations = {
  ar: {
    banner: { label: 'العروض المميزة', slide: 'الشريحة {{index}}' },
    categories: {
      title: 'أقسام الخدمات الرقمية',
      empty: 'لا توجد أقسام خدمات بعد',
      subServices: 'خدمات {{name}}',
      noSubServices: 'لا توجد خدمات فرعية متاحة',
      open: 'عرض خدمات {{name}}',
    },
    partners: { title: 'شركاء النجاح', partner: 'شريك {{index}}' },
  },
  en: {
    banner: { label: 'Featured', slide: 'Slide {{index}}' },
    categories: {
      title: 'Digital service categories',
      empty: 'No service categories yet',
      subServices: '{{name}} services',
      noSubServices: 'No sub-services available',
      open: 'Show {{name}} services',
    },
    partners: { title: 'Our partners', partner: 'Partner {{index}}' },
  },
};
