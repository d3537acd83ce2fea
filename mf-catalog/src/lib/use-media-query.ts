import { useCallback, useSyncExternalStore } from 'react';

/** Wide screens (the providers' request form is a side panel from 992 px). */
export const WIDE_SCREEN = '(min-width: 992px)';

/** Whether a CSS media query matches now, following changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false;
  return useSyncExternalStore(subscribe, matches, () => false);
}
