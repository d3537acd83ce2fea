/**
 * Strings of the service details page, in the 'catalog' namespace.
 * Arabic plurals use i18next's CLDR suffixes; English carries the same keys (one type).
 */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  serviceDetails: {
    loadError: 'تعذّر تحميل تفاصيل الخدمة',
    provider: 'مقدم الخدمة',
    viewProfile: 'عرض ملف مقدم الخدمة',
    noImages: 'لا توجد صور لهذه الخدمة',
    request: 'اطلب هذه الخدمة',
  },
};

const en: typeof ar = {
  serviceDetails: {
    loadError: 'The service details could not be loaded',
    provider: 'Provider',
    viewProfile: 'View the provider profile',
    noImages: 'No images for this service',
    request: 'Request this service',
  },
};

export const serviceDetailsTranslations = { ar, en };

addNamespace(NS, serviceDetailsTranslations);
