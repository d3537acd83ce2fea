/** The 'chat' namespace (ar default, en). */
import { addNamespace } from '@souq/i18n';
import { widgetTranslations } from './widget-translations';

export const NS = 'chat';

const ar = {
  titles: {
    allchatsView: 'المحادثات',
    chatView: 'المحادثة',
  },
  ...widgetTranslations.ar,
};

const en: typeof ar = {
  titles: {
    allchatsView: 'Chats',
    chatView: 'Chat',
  },
  ...widgetTranslations.en,
};

export const translations = { ar, en };

addNamespace(NS, translations);
