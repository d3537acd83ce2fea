/**
 * Smaller WebP copies of stored raster images, for `srcset`: `works/ab12.png` gets
 * `works/ab12.w320.webp`, `works/ab12.w640.webp` and `works/ab12.w1280.webp` beside it
 * (never wider than the original). The names are derived from the original's, so the API
 * keeps returning the original's absolute URL and a client builds the srcset from it
 * (`imageSources` in @souq/ui); a variant missing on disk (a file stored before variants
 * existed) is made on its first request.
 * @see https://sharp.pixelplumbing.com/api-resize
 */
import { access, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths a variant can have: phone card, phone full width / desktop card, desktop full width. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** Extensions of the originals that get variants (GIFs may be animated: left as they are). */
const RASTER = /\.(?:png|jpe?g|webp)$/i;
/** `<base>.w<width>.webp` */
const VARIANT = /^(.+)\.w(\d+)\.webp$/;

export function isRasterImage(relPath: string): boolean {
  return RASTER.test(relPath) && !VARIANT.test(relPath);
}

export function variantPath(relPath: string, width: number): string {
  return `${relPath.replace(/\.[^./]+$/, '')}.w${width}.webp`;
}

/** One WebP variant of an image (a file path or its bytes), never wider than the original. */
export const renderVariant = (input: Buffer | string, width: number) =>
  sharp(input).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

/**
 * The variants of an image: `all` renders every width (a bucket behind a CDN cannot make one on
 * demand); otherwise the wider ones that would copy the narrower stop at the original's width.
 */
export async function renderVariants(input: Buffer | string, relPath: string, all = false): Promise<{ rel: string; data: Buffer }[]> {
  const { width = 0 } = await sharp(input).metadata();
  const out: { rel: string; data: Buffer }[] = [];
  for (const w of VARIANT_WIDTHS) {
    out.push({ rel: variantPath(relPath, w), data: await renderVariant(input, w) });
    if (!all && w >= width) break;
  }
  return out;
}

/** Writes the variants of an image beside it on disk; returns the relative paths written. */
export async function writeVariants(root: string, relPath: string, input: Buffer | string): Promise<string[]> {
  const written: string[] = [];
  for (const v of await renderVariants(input, relPath)) {
    await writeFile(path.join(root, v.rel), v.data);
    written.push(v.rel);
  }
  return written;
}

/** The original a variant path was derived from, when it names an allowed width. */
export function parseVariant(relPath: string): { base: string; width: number } | null {
  const m = VARIANT.exec(relPath);
  if (!m) return null;
  const width = Number(m[2]);
  return (VARIANT_WIDTHS as readonly number[]).includes(width) ? { base: m[1]!, width } : null;
}

const exists = (p: string) =>
  access(p).then(
    () => true,
    () => false,
  );

const pending = new Map<string, Promise<void>>();

/**
 * Makes a missing variant on demand (before the static handler answers). Only the fixed
 * widths, only inside `root`, only for an existing raster original; one run per file.
 */
export async function ensureVariant(root: string, relPath: string): Promise<void> {
  const parsed = parseVariant(relPath);
  if (!parsed || relPath.includes('..')) return;
  const target = path.resolve(root, relPath);
  if (!target.startsWith(path.resolve(root) + path.sep) || (await exists(target))) return;
  let job = pending.get(target);
  if (!job) {
    job = (async () => {
      for (const ext of ['png', 'jpg', 'jpeg', 'webp']) {
        const original = path.resolve(root, `${parsed.base}.${ext}`);
        if (!(await exists(original))) continue;
        await writeFile(target, await renderVariant(original, parsed.width));
        return;
      }
    })().finally(() => pending.delete(target));
    pending.set(target, job);
  }
  await job.catch(() => undefined);
}
