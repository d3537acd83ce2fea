import { createContext, useContext } from 'react';
import type { Locale } from '@souq/i18n';

export interface SouqUiSettings {
  locale: Locale;
  direction: 'rtl' | 'ltr';
}

/** Set by SouqProviders; deferred antd components build their ConfigProvider from it. */
export const SouqUiContext = createContext<SouqUiSettings>({ locale: 'ar', direction: 'rtl' });

export const useSouqUi = () => useContext(SouqUiContext);
