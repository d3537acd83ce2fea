/**
 * One i18next instance for the whole page (shared singleton). Arabic is the default.
 * Each app adds its own namespace with `addNamespace`; the locale lives in localStorage
 * (`locale`, mirrored to `lang` which the API client sends), and switching reloads the page.
 */
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { COMMON_NS, commonWords } from './common';

import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale';

export { DEFAULT_LOCALE, LOCALES, type Locale };

export function readLocale(): Locale {
  try {
    const v = window.localStorage.getItem('locale') ?? window.localStorage.getItem('lang');
    return v === 'en' ? 'en' : 'ar';
  } catch {
    return DEFAULT_LOCALE;
  }
}

export const direction = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

export const i18n = i18next.createInstance();

let initialised = false;

/** Idempotent: the shell calls it first; a standalone remote harness may call it too. */
export function initI18n(locale: Locale = readLocale()): typeof i18n {
  if (!initialised) {
    initialised = true;
    void i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: LOCALES,
      resources: { ar: { [COMMON_NS]: commonWords.ar }, en: { [COMMON_NS]: commonWords.en } },
      ns: [COMMON_NS],
      defaultNS: COMMON_NS,
      fallbackNS: COMMON_NS,
      interpolation: { escapeValue: false },
      initImmediate: false,
      returnNull: false,
    } as Parameters<typeof i18n.init>[0]);
    applyDocumentLocale(locale);
  }
  return i18n;
}

export function applyDocumentLocale(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = direction(locale);
}

/** Register a namespace's translations for both languages (safe to call twice). */
export function addNamespace(ns: string, bundles: { ar: ResourceLanguage; en: ResourceLanguage }) {
  initI18n();
  for (const lng of LOCALES) i18n.addResourceBundle(lng, ns, bundles[lng], true, true);
}

export function currentLocale(): Locale {
  return i18n.language === 'en' ? 'en' : 'ar';
}

/** Persist the locale and reload: every string and the layout direction change at once. */
export function switchLocale(locale: Locale, reload: () => void = () => window.location.reload()) {
  window.localStorage.setItem('locale', locale);
  window.localStorage.setItem('lang', locale);
  reload();
}

export type { Resource, ResourceLanguage };
export { type DateKind, formatDate, parseApiDate } from './format-date';
export { COMMON_NS, commonWords, type CommonWords } from './common';
