/**
 * antd's ConfigProvider (direction, locale, theme) for deferred components. Each deferred
 * component renders inside one, so the first view needs no antd at all; nested providers
 * with the same settings share the same cssinjs cache and token hash.
 */
import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import arEG from 'antd/es/locale/ar_EG';
import enUS from 'antd/es/locale/en_US';
import { currentLocale, direction as directionOf } from '@souq/i18n';
import { souqTheme } from '../lib/theme';
import { useSouqUi, type SouqUiSettings } from '../lib/ui-context';
import { ANTD_FIRST_VIEW_CSS } from './antd-first-view-css';

/**
 * The first views' antd styles, built ahead (scripts/antd-first-view-css.tsx), where cssinjs
 * puts its own (first in <head>, before the app's CSS, same priority), before any antd
 * component renders: cssinjs reads the path map (the last piece) on its first style
 * registration and then neither serializes nor inserts those styles. On a phone that was a
 * good part of every commit in which a deferred antd component first appeared. One piece per
 * task: parsing the 108 KB at once was one more long task.
 */
async function insertFirstViewStyles(): Promise<void> {
  if (typeof document === 'undefined' || document.querySelector('style[data-souq-antd-first-view]')) return;
  let previous: HTMLStyleElement | null = null;
  for (const [i, css] of ANTD_FIRST_VIEW_CSS.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 0));
    const style = document.createElement('style');
    style.setAttribute('data-souq-antd-first-view', String(i));
    style.setAttribute('data-rc-order', 'prependQueue');
    style.setAttribute('data-rc-priority', '-999');
    style.textContent = css;
    document.head.insertBefore(style, previous ? previous.nextSibling : document.head.firstChild);
    previous = style;
  }
}
/** Awaited before any deferred component renders (lazy-antd's loadScope). */
export const firstViewStyles = insertFirstViewStyles();

function configFor({ locale, direction }: SouqUiSettings) {
  return { direction, locale: locale === 'ar' ? arEG : enUS, theme: souqTheme } as const;
}

export function AntdScope({ children }: { children: ReactNode }) {
  const settings = useSouqUi();
  return <ConfigProvider {...configFor(settings)}>{children}</ConfigProvider>;
}

// Static methods (Modal.confirm, message.open) render outside the tree: same settings.
ConfigProvider.config({
  holderRender: (children) => {
    const locale = currentLocale();
    return <ConfigProvider {...configFor({ locale, direction: directionOf(locale) })}>{children}</ConfigProvider>;
  },
});

/** The Souq design tokens (theme.useToken outside any provider). */
export const souqToken = theme.getDesignToken(souqTheme);
export { ConfigProvider, theme };
