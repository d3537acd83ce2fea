/** Strings of the store-categories home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  stores: { title: 'المتاجر الرقمية', empty: 'لا توجد متاجر بعد', open: 'تصفح متجر {{name}}' },
};

const en: typeof ar = {
  stores: { title: 'Digital stores', empty: 'No stores yet', open: 'Browse the {{name}} store' },
};

export const storeCategoriesTranslations = { ar, en };

addNamespace(NS, storeCategoriesTranslations);
