/** Strings of the banner home widget, in this remote's namespace (its chunk carries only these). */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  banner: { label: 'العروض المميزة', slide: 'الشريحة {{index}}' },
};

const en: typeof ar = {
  banner: { label: 'Featured', slide: 'Slide {{index}}' },
};

export const bannerTranslations = { ar, en };

addNamespace(NS, bannerTranslations);
