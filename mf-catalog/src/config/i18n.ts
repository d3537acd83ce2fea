/** The 'catalog' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import { pageTranslations } from '@/lib/page-translations';

import { NS } from './namespace';

export { NS };

const ar = {
  ...pageTranslations.ar,
};

const en: typeof ar = {
  ...pageTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
