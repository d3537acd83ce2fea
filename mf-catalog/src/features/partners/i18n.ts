/** Strings of the partners home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  partners: { title: 'شركاء النجاح', partner: 'شريك {{index}}' },
};

const en: typeof ar = {
  partners: { title: 'Our partners', partner: 'Partner {{index}}' },
};

export const partnersTranslations = { ar, en };

addNamespace(NS, partnersTranslations);
