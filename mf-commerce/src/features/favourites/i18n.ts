/** Strings of /favView. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  favorites: {
    empty: 'لا منتجات في المفضلة بعد',
    browse: 'تصفح المتاجر من الرئيسية',
  },
};

const en: typeof ar = {
  favorites: {
    empty: 'No favourite products yet',
    browse: 'Browse the stores from the home page',
  },
};

export const favoritesTranslations = { ar, en };

addNamespace(NS, favoritesTranslations);
