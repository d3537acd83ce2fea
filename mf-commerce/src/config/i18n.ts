/** The 'commerce' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
import { widgetTranslations } from './widget-translations';

export const NS = 'commerce';

const ar = {
  titles: {
    userProducts: 'المنتجات',
    providerProductDetails: 'تفاصيل المنتج',
    filesView: 'ملفاتي',
    walletView: 'المحفظة',
    cartView: 'سلة المشتريات',
    favView: 'المفضلة',
  },
  ...widgetTranslations.ar,
};

const en: typeof ar = {
  titles: {
    userProducts: 'Products',
    providerProductDetails: 'Product details',
    filesView: 'My files',
    walletView: 'Wallet',
    cartView: 'Shopping cart',
    favView: 'Favourites',
  },
  ...widgetTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
