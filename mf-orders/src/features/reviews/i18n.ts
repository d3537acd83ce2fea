/** Strings of the reviews page (ratings given and received). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  reviews: {
    tabsLabel: 'التقييمات',
    given: 'تقييمات أضفتها',
    received: 'تقييمات عنك',
    emptyGiven: 'لم تُضف أي تقييم بعد',
    emptyReceived: 'لا توجد تقييمات عنك بعد',
    product: 'المنتج: {{name}}',
    order: 'الطلب المرتبط',
  },
};

const en: typeof ar = {
  reviews: {
    tabsLabel: 'Reviews',
    given: 'Reviews I gave',
    received: 'Reviews about me',
    emptyGiven: 'You have not rated anyone yet',
    emptyReceived: 'No reviews about you yet',
    product: 'Product: {{name}}',
    order: 'Related order',
  },
};

export const reviewsTranslations = { ar, en };

addNamespace(NS, reviewsTranslations);
