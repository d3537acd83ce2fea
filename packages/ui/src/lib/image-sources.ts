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
