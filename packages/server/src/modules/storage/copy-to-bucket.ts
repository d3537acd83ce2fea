/**
 * Moving a server from local disk to a bucket: every file of an upload folder is put under the
 * same key (the database keeps relative paths, so nothing else changes), keys already in the
 * bucket are left alone (the copy can be run again after an interruption), and raster pictures
 * get the WebP variants a CDN needs at every width.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isRasterImage, renderVariant, VARIANT_WIDTHS, variantPath } from './image-variants';
import type { BucketStorage } from './s3-storage';

async function filesUnder(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (!rel.split('/').some((part) => part.startsWith('.'))) out.push(rel);
  }
  return out.sort();
}

export async function copyFolderToBucket(root: string, bucket: BucketStorage, log: (line: string) => void = () => undefined) {
  const files = await filesUnder(root);
  const present = new Set(files);
  const counts = { copied: 0, skipped: 0, variants: 0 };
  for (const rel of files) {
    if (await bucket.has(rel)) counts.skipped++;
    else {
      await bucket.put(rel, { path: path.join(root, rel) });
      counts.copied++;
      log(`copied ${rel}`);
    }
  }
  for (const rel of files.filter(isRasterImage)) {
    for (const w of VARIANT_WIDTHS) {
      const v = variantPath(rel, w);
      if (present.has(v) || (await bucket.has(v))) continue;
      const data = await renderVariant(path.join(root, rel), w).catch(() => null);
      if (!data) break; // not a picture after all: nothing to derive
      await bucket.put(v, data);
      counts.variants++;
    }
  }
  return counts;
}
