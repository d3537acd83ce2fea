/** The 'commerce' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
// Page titles (placeholders and headings read them) live with the routes, once.
import '@souq/routes/titles';

import { NS } from './namespace';

export { NS };

const ar = {};

const en: typeof ar = {};

export const translations = { ar, en };

addNamespace(NS, translations);
