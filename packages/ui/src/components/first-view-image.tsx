import type { ReactNode } from 'react';

/** The picture the server painted into the page's HTML (packages/server shell-html.ts). */
export interface FirstImage {
  src: string;
  srcSet: string | null;
  sizes: string;
}

/** Home's first banner slide as the server named it in the page (`window.__SOUQ_FIRST_IMAGE__`), if any. */
export function firstViewImage(): FirstImage | null {
  if (typeof window === 'undefined') return null;
  return (window as { __SOUQ_FIRST_IMAGE__?: FirstImage }).__SOUQ_FIRST_IMAGE__ ?? null;
}

/**
 * Stands in for the banner while its remote and its data load: the same picture, place and
 * size as the HTML painted before any JavaScript (`.souq-hero-image`), so the first view keeps
 * its largest paint instead of going grey in between. Without one, `fallback`.
 */
export function FirstViewImage({ fallback = null }: { fallback?: ReactNode }) {
  const image = firstViewImage();
  if (!image) return fallback;
  return (
    <img
      className="souq-hero-image"
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.sizes}
      width={1280}
      height={460}
      alt=""
      aria-hidden="true"
      fetchPriority="high"
    />
  );
}

/** Where the server painted a page's first view over the app (packages/server shell-html.ts, prepaint 'cards'). */
const FIRST_VIEW_ID = 'souq-first-view';

/**
 * Takes away the first view the HTML painted over the app: the page calls it once it shows its
 * own content (or its error or empty state), the shell when the visitor goes to another page.
 * A first view still to be drawn from an early answer (the signed-in pages: packages/server
 * signed-in-first-view.ts) is not drawn after it.
 */
export function dismissFirstView(): void {
  if (typeof document === 'undefined') return;
  (window as { __SOUQ_FIRST_VIEW_DONE__?: boolean }).__SOUQ_FIRST_VIEW_DONE__ = true;
  document.getElementById(FIRST_VIEW_ID)?.remove();
}
