/**
 * Seed files are stored through the same storage calls as users' uploads (content checked
 * by magic bytes, the same folders and names), so whatever that layer does to an upload
 * applies to the demo pictures too. Like an upload, the bytes sit in a temporary file
 * while they are stored.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RECEIVED_FILE } from '@souq/contracts';
import type { UploadedFile } from '../../lib/uploaded-file';
import { saveAnyFile, saveImage, type Storage } from '../../modules/storage/storage';

async function asUpload(field: string, filename: string, mimetype: string, buffer: Buffer, save: (file: UploadedFile) => Promise<string>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'souq-seed-'));
  try {
    const file = path.join(dir, 'upload');
    await writeFile(file, buffer);
    return await save({ [RECEIVED_FILE]: true, kind: 'file', field, filename, mimetype, path: file, size: buffer.length });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Store a PNG as an uploaded image; returns its stored path. */
export const uploadPng = (storage: Storage, folder: string, png: Buffer, filename = 'image.png') =>
  asUpload('image', filename, 'image/png', png, (file) => saveImage(storage, folder, file));

/** Store a PDF as an uploaded file; returns its stored path. */
export const uploadPdf = (storage: Storage, folder: string, pdf: Buffer, filename: string) =>
  asUpload('file', filename, 'application/pdf', pdf, (file) => saveAnyFile(storage, folder, file));
