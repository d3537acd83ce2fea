/**
 * `src` / `srcSet` / `sizes` for an image the API returned. A stored upload
 * (`…/uploads/works/ab12.png`) has WebP copies at 320, 640 and 1280 px beside it
 * (`ab12.w640.webp`, made by the server's storage layer), so the browser picks the width the
 * layout needs; any other URL is used as it is.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const;

const UPLOAD = /\/uploads\/.+\.(?:png|jpe?g|webp)$/i;

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** @param sizes the rendered width, as the `sizes` attribute reads it (e.g. `100vw`, `(max-width: 600px) 50vw, 240px`). */
export function imageSources(url: string | null | undefined, sizes: string): ImageSources {
  const src = url ?? '';
  if (!UPLOAD.test(src) || /\.w\d+\.webp$/i.test(src)) return { src };
  const base = src.replace(/\.[^./]+$/, '');
  return { src, srcSet: IMAGE_WIDTHS.map((w) => `${base}.w${w}.webp ${w}w`).join(', '), sizes };
}

/** The 4:3 cover at the top of a card or tile (`.souq-card__cover`): half a phone's width, 280 px on wider screens. */
const COVER_SIZES = '(max-width: 640px) 50vw, 280px';

/**
 * `src` / `srcSet` / `sizes` and the intrinsic 640×480 box of a card's cover picture (provider
 * cards, the profile's tiles, best sellers): width and height give the box its shape before the
 * file arrives; the CSS box (`aspect-ratio: 4 / 3`) wins over them.
 */
export function coverImage(url: string | null | undefined): ImageSources & { width: number; height: number } {
  return { ...imageSources(url, COVER_SIZES), width: 640, height: 480 };
}
