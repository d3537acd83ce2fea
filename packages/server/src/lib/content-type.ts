/**
 * The Content-Type of a stored file we send as a download: from its extension (the stored name's
 * extension came from the content when file-type knew it, else from the uploader's name), then
 * from its first bytes, else `application/octet-stream`. Text types say they are UTF-8.
 */
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  epub: 'application/epub+zip',
  json: 'application/json',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  psd: 'image/vnd.adobe.photoshop',
  ai: 'application/postscript',
  eps: 'application/postscript',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

const OCTET_STREAM = 'application/octet-stream';

const byName = (name: string) => BY_EXTENSION[path.extname(name).slice(1).toLowerCase()];

/** The type a file's name says, when its extension is a known one. */
export const contentTypeByName = (name: string): string | undefined => byName(name);

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 name (Arabic file names survive). RFC 5987's
 * attr-char leaves out ' ( ) * that encodeURIComponent keeps, so they are escaped too. */
export const attachmentHeader = (name: string) => {
  // Clients without filename* get a plain ASCII name: the original when it is one, else "download.<ext>".
  const ext = path.extname(name).replace(/[^\w.]/g, '');
  const ascii = /^[\x20-\x7e]+$/.test(name) ? name.replace(/["\\]/g, '_') : `download${ext}`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
};

export async function contentTypeOf(absolutePath: string, downloadName: string): Promise<string> {
  const known = byName(absolutePath) ?? byName(downloadName);
  if (known) return known;
  const sniffed = await fileTypeFromFile(absolutePath).catch(() => undefined);
  return sniffed?.mime ?? OCTET_STREAM;
}
