/**
 * Signed links to private uploads: chat files, the pictures of a service request, delivered
 * work and complaint pictures. Browsers load them with <img src> and <a href>, which carry no
 * bearer token, so the permission travels in the link: `/uploads/s/<expires>/<signature>/<path>`,
 * the signature an HMAC over the expiry and the file, with a key only the servers hold. Links
 * are handed out only in answers the caller was allowed to see (room members, parties to the
 * order, the admin), and stop working once expired.
 *
 * - The signature covers the file's stem (`chat/12/ab12`), so the WebP widths a client derives
 *   from the link (`ab12.w640.webp`, @souq/ui `imageSources`) open with the same signature.
 * - The expiry is rounded up to a period boundary, one to two periods ahead: every answer in one
 *   period hands out the same link, and the browser's cache keeps working.
 * - It sits in the path, not the query: clients tell pictures from documents by the link's end.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Upload folders served only through a signed link. */
export const SIGNED_FOLDERS = ['chat', 'requests', 'deliveries', 'complaints'] as const;
/** Folders never served by a link under /uploads (bought files have their own download links). */
export const UNLISTED_FOLDERS = ['product-files'] as const;
/** First segment under /uploads of a signed link. */
export const SIGNED_SEGMENT = 's';
/** Characters of base64url kept from the HMAC: 132 bits, no guessing. */
const SIGNATURE_CHARS = 22;

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export interface FileUrlSigner {
  /** `s/<expires>/<signature>/<relPath>` for a private file; the path as is otherwise. */
  sign(relPath: string): string;
  check(expires: string, signature: string, relPath: string, nowMs: number): LinkCheck;
}

/** The first folder of a relative upload path (lower case). */
export const firstFolder = (relPath: string) =>
  relPath
    .replace(/^[/\\]+/, '')
    .split(/[/\\]/)[0]
    ?.toLowerCase() ?? '';

export const isUnlisted = (relPath: string) => (UNLISTED_FOLDERS as readonly string[]).includes(firstFolder(relPath));

export const needsSignature = (relPath: string) => (SIGNED_FOLDERS as readonly string[]).includes(firstFolder(relPath));

/** The stored path a link under /uploads names, signed or not (`s/<expires>/<signature>/chat/1/ab.png` → `chat/1/ab.png`). */
export const unsignedPath = (relPath: string) =>
  firstFolder(relPath) === SIGNED_SEGMENT ? relPath.replace(/^[/\\]*[^/\\]+\/[^/]*\/[^/]*\//, '') : relPath;

/** The file a path names, without its extension or WebP width (`chat/1/ab.w640.webp` → `chat/1/ab`). */
const stem = (relPath: string) => relPath.replace(/\.w\d+\.webp$/i, '').replace(/\.[^./]+$/, '');

export function createFileUrlSigner(opts: { secret: string; periodMs: number; now?: () => number }): FileUrlSigner {
  const now = opts.now ?? Date.now;
  const mac = (expires: string, relPath: string) =>
    createHmac('sha256', opts.secret)
      .update(`${expires}\n${stem(relPath)}`)
      .digest('base64url')
      .slice(0, SIGNATURE_CHARS);
  return {
    sign(relPath) {
      if (!needsSignature(relPath)) return relPath;
      const expires = String(Math.ceil((Math.floor(now() / opts.periodMs) + 2) * (opts.periodMs / 1000)));
      return `${SIGNED_SEGMENT}/${expires}/${mac(expires, relPath)}/${relPath}`;
    },
    check(expires, signature, relPath, nowMs) {
      if (!/^\d{1,12}$/.test(expires) || !needsSignature(relPath)) return 'invalid';
      const want = Buffer.from(mac(expires, relPath));
      const got = Buffer.from(signature);
      if (got.length !== want.length || !timingSafeEqual(got, want)) return 'invalid';
      return Number(expires) * 1000 <= nowMs ? 'expired' : 'ok';
    },
  };
}
