/**
 * Seed files are stored through the same storage calls as users' uploads (content checked
 * by magic bytes, the same folders and names), so whatever that layer does to an upload
 * applies to the demo pictures too.
 */
import { saveAnyFile, saveImage, type Storage } from '../../modules/storage/storage';

const asUpload = (field: string, filename: string, mimetype: string, buffer: Buffer) => ({
  kind: 'file' as const,
  field,
  filename,
  mimetype,
  buffer,
});

/** Store a PNG as an uploaded image; returns its stored path. */
export const uploadPng = (storage: Storage, folder: string, png: Buffer, filename = 'image.png') =>
  saveImage(storage, folder, asUpload('image', filename, 'image/png', png));

/** Store a PDF as an uploaded file; returns its stored path. */
export const uploadPdf = (storage: Storage, folder: string, pdf: Buffer, filename: string) =>
  saveAnyFile(storage, folder, asUpload('file', filename, 'application/pdf', pdf));
