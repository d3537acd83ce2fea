/** The 'catalog' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import { widgetTranslations } from './widget-translations';
import { pageTranslations } from '@/lib/page-translations';

export const NS = 'catalog';

const ar = {
  ...widgetTranslations.ar,
  ...pageTranslations.ar,
};

const en: typeof ar = {
  ...widgetTranslations.en,
  ...pageTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
