/** Strings of the home page, in the 'shell' namespace. */
import { addNamespace } from '@souq/i18n';
import { SHELL_NS } from '@/config/namespace';

const ar = {
  home: {
    aboutTitle: 'عن سوق',
    servicesText: 'الخدمات',
    storesText: 'المتاجر الرقمية',
    platformTitle: 'منصة سوق',
    platformImageAlt: 'منصة سوق',
  },
};

const en: typeof ar = {
  home: {
    aboutTitle: 'About Souq',
    servicesText: 'Services',
    storesText: 'Digital stores',
    platformTitle: 'The Souq platform',
    platformImageAlt: 'The Souq platform',
  },
};

export const homeTranslations = { ar, en };

addNamespace(SHELL_NS, homeTranslations);
