import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { dismissFirstView } from '@souq/ui';
import { SHELL_NS } from '@/config/i18n';
import type { RouteHandle } from './route-guard';

/** The page's `<meta name="description">` (index.html carries the Arabic one for the first paint). */
function setDescription(text: string) {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/** Scroll to top, take away the server-painted first view of the page left, and set document.title (route title, or the platform name) and the localized description on every navigation. */
export function NavigationEffects() {
  const { t } = useTranslation(SHELL_NS);
  const location = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const titleKey = handle?.titleKey;

  // A first view the server painted over the app belongs to the page it was served for.
  const firstPath = useRef(location.pathname);
  const navigated = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    // Not on the first page: a page opens at the top already, and scrollTo forces a layout of
    // the whole page in the middle of the first commit (35 ms of a throttled phone's profile).
    if (location.pathname === firstPath.current && !navigated.current) return;
    navigated.current = true;
    window.scrollTo(0, 0);
    dismissFirstView();
  }, [location.pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-applied on every navigation
  useEffect(() => {
    const brand = t('brand');
    document.title = titleKey ? `${t(titleKey)} | ${brand}` : brand;
    setDescription(t('description'));
  }, [titleKey, t, location.pathname]);

  return null;
}
