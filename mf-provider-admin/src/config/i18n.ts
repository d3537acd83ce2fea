/** The 'providerAdmin' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';
import { widgetTranslations } from './widget-translations';

export const NS = 'providerAdmin';

const ar = {
  ...widgetTranslations.ar,
};

const en: typeof ar = {
  ...widgetTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
