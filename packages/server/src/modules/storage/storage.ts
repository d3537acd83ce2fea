/**
 * File storage behind an interface: local disk by default, or an S3-compatible bucket
 * (s3-storage.ts, STORAGE_DRIVER=s3). Files are stored under
 * generated names (never the client's), grouped by folder; the DB keeps the relative path.
 * Raster images also get WebP variants beside them (image-variants.ts), whoever saves them
 * (uploads, seed).
 */
import { randomBytes } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { fail } from '../../lib/errors';
import type { UploadedFile } from '../../lib/uploaded-file';
import { type FileUrlSigner, isUnlisted, needsSignature } from './signed-urls';
import { ensureVariant, isRasterImage, VARIANT_WIDTHS, variantPath, writeVariants } from './image-variants';

/**
 * The name a person gave an uploaded file, as shown back to people (the stored name is generated):
 * no folders, at most 200 characters, `fallback` when the client sent none.
 */
export function originalName(file: Pick<UploadedFile, 'filename'>, fallback = ''): string {
  return path.basename(file.filename || fallback).slice(0, 200);
}

export interface Storage {
  /** Save bytes, or a copy of a file (an upload's temporary file); returns the relative path (e.g. "works/3f9a….jpg"). */
  save(folder: string, data: Buffer | { path: string }, ext: string): Promise<string>;
  remove(relPath: string): Promise<void>;
  /** Absolute URL of a stored file (a signed, expiring one for private folders: signed-urls.ts). */
  url(relPath: string | null | undefined, baseUrl: string): string | null;
  /** Folder on this disk served at /uploads by the file server; null when files live in a bucket. */
  root: string | null;
  /** Signs and checks the links of private folders. */
  signer: FileUrlSigner;
  /** A stored file's bytes, or null when there is none. */
  read(relPath: string): Promise<{ body: Readable; size: number } | null>;
  /**
   * A link straight to the file, valid a few minutes (a bucket's presigned URL), for a caller the
   * API has already let through; null when there is no such file, or no such link (local disk).
   */
  directLink(relPath: string, download?: { filename: string; contentType: string }): Promise<string | null>;
  /** Makes a missing WebP variant from its original (image-variants.ts). */
  ensureVariant(relPath: string): Promise<void>;
  /** Throws when the store cannot be reached or written (GET /health/ready). */
  check(): Promise<void>;
}

export const IMAGE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/** A new stored name in a folder: random, with a cleaned extension (`works/3f9a….jpg`). */
export const newStoredPath = (folder: string, ext: string) =>
  `${folder}/${randomBytes(16).toString('hex')}.${ext.replace(/[^a-z0-9]/gi, '').toLowerCase() || 'bin'}`;

/** A stored path that stays inside the store (no `..`, not absolute). */
export const isSafeStoredPath = (relPath: string) => !!relPath && !relPath.includes('..') && !/^[/\\]/.test(relPath);

/**
 * `Storage.url` of either store: a link kept as is; private folders by a signed link under
 * /uploads; public pictures from `publicBase` (a CDN) when there is one, else under /uploads.
 */
export function fileUrl(signer: FileUrlSigner, publicBase: string | null): Storage['url'] {
  return (relPath, baseUrl) => {
    if (!relPath) return null;
    if (/^https?:\/\//.test(relPath)) return relPath;
    if (publicBase && !needsSignature(relPath) && !isUnlisted(relPath)) return `${publicBase}/${relPath}`;
    return `${baseUrl}/uploads/${signer.sign(relPath)}`;
  };
}

export function createLocalStorage(root: string, signer: FileUrlSigner): Storage {
  return {
    root,
    signer,
    async save(folder, data, ext) {
      await mkdir(path.join(root, folder), { recursive: true });
      const rel = newStoredPath(folder, ext);
      const dest = path.join(root, rel);
      if (Buffer.isBuffer(data)) await writeFile(dest, data);
      else await copyFile(data.path, dest);
      // Bytes that only claim to be an image keep the original alone (variants come on demand).
      if (isRasterImage(rel)) await writeVariants(root, rel, dest).catch(() => undefined);
      return rel;
    },
    async remove(relPath) {
      if (!relPath || relPath.includes('..')) return;
      await rm(path.join(root, relPath), { force: true });
      if (isRasterImage(relPath)) for (const w of VARIANT_WIDTHS) await rm(path.join(root, variantPath(relPath, w)), { force: true });
    },
    url: fileUrl(signer, null),
    async read(relPath) {
      if (!isSafeStoredPath(relPath)) return null;
      const file = path.join(root, relPath);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
    },
    async directLink() {
      return null;
    },
    ensureVariant: (relPath) => ensureVariant(root, relPath),
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}

/** Checks by content (magic bytes), not by name, that a file is an allowed image. */
export async function assertImage(file: UploadedFile): Promise<string> {
  const type = await fileTypeFromFile(file.path);
  const ext = type && IMAGE_TYPES[type.mime];
  if (!ext) throw fail('validation.image', { field: file.field });
  return ext;
}

/** Save an uploaded image after checking its content. */
export async function saveImage(storage: Storage, folder: string, file: UploadedFile): Promise<string> {
  const ext = await assertImage(file);
  return storage.save(folder, file, ext);
}

/** Save any file (product downloads, chat files); the extension comes from content when known. */
export async function saveAnyFile(storage: Storage, folder: string, file: UploadedFile): Promise<string> {
  const type = await fileTypeFromFile(file.path);
  const fromName = path.extname(file.filename).slice(1);
  return storage.save(folder, file, type?.ext ?? (fromName || 'bin'));
}

/** Whether a file holds a NUL byte (binary content), read a chunk at a time. */
export async function containsNul(file: string): Promise<boolean> {
  for await (const chunk of createReadStream(file)) if ((chunk as Buffer).includes(0)) return true;
  return false;
}
