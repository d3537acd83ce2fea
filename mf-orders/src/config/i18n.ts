/** The 'orders' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
import { widgetTranslations } from './widget-translations';

export const NS = 'orders';

const ar = {
  titles: {
    orderSteps: 'عروض الأسعار',
    userOrder: 'طلباتي',
    userOrderDetails: 'تفاصيل الطلب',
    providerOrder: 'الطلبات',
    providerOrderDetails: 'تفاصيل الطلب',
    userReviews: 'التقييمات',
  },
  ...widgetTranslations.ar,
};

const en: typeof ar = {
  titles: {
    orderSteps: 'Price offers',
    userOrder: 'My orders',
    userOrderDetails: 'Order details',
    providerOrder: 'Orders',
    providerOrderDetails: 'Order details',
    userReviews: 'Reviews',
  },
  ...widgetTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
