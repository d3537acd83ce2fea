/**
 * Image attachments (requests, complaints): every file is checked — count, size, and
 * image type by content — before anything is written; then saved under generated names;
 * and removed again if the database write that follows fails. So bad input changes nothing.
 */
import { fail } from '../../lib/errors';
import { fileTooLarge, type UploadedFile } from '../../lib/uploaded-file';
import { assertImage, type Storage } from './storage';

export const MAX_IMAGES = 10;

export interface CheckedImage {
  file: UploadedFile;
  ext: string;
}

export async function checkImages(files: UploadedFile[], maxBytes: number, maxCount = MAX_IMAGES): Promise<CheckedImage[]> {
  if (files.length > maxCount) throw fail('catalog.too_many_images', { max: maxCount });
  const checked: CheckedImage[] = [];
  for (const file of files) {
    if (file.size > maxBytes) throw fileTooLarge(maxBytes);
    checked.push({ file, ext: await assertImage(file) });
  }
  return checked;
}

/** Save checked images; if one save fails, the ones already saved are removed. */
export async function saveImages(storage: Storage, folder: string, images: CheckedImage[]): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const img of images) saved.push(await storage.save(folder, img.file, img.ext));
    return saved;
  } catch (err) {
    await removeFiles(storage, saved);
    throw err;
  }
}

export async function removeFiles(storage: Storage, paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => storage.remove(p).catch(() => undefined)));
}
