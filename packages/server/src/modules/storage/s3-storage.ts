/**
 * Files in an S3-compatible bucket (STORAGE_DRIVER=s3), through the AWS SDK v3 client: every
 * server process sees the same files. Keys are the same relative paths the local store uses
 * (`works/3f9a….png`), so the database does not care which store wrote a file.
 *
 * - Public pictures link from S3_PUBLIC_URL (a CDN) when set, else the API streams them at
 *   /uploads/. Their WebP variants are written at every width when the original is saved: a CDN
 *   cannot make a missing one on demand.
 * - Private folders keep their signed /uploads links and the download links; once the API has
 *   checked them it redirects to a presigned URL valid `DIRECT_LINK_SECONDS`. The bucket itself
 *   stays private.
 * - Checksums only when an operation requires one: several S3-compatible servers refuse the
 *   SDK's default trailing checksums.
 * @see https://docs.aws.amazon.com/AWSJavaScriptSDK/v3/latest/client/s3/
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { attachmentHeader, contentTypeByName } from '../../lib/content-type';
import { isRasterImage, parseVariant, renderVariant, renderVariants, VARIANT_WIDTHS, variantPath } from './image-variants';
import type { Config } from '../../config/config';
import type { FileUrlSigner } from './signed-urls';
import { fileUrl, isSafeStoredPath, newStoredPath, type Storage } from './storage';

/** How long a presigned link works: long enough to start a download, too short to pass around. */
export const DIRECT_LINK_SECONDS = 300;

/** The bucket's settings, as the configuration reads them (STORAGE_DRIVER=s3, S3_*). */
export type S3Settings = Config['storage']['s3'];

export interface BucketStorage extends Storage {
  client: S3Client;
  bucket: string;
  /** Writes bytes (or a file) under a given key, as is: for copying an existing upload folder. */
  put(relPath: string, data: Buffer | { path: string }): Promise<void>;
  has(relPath: string): Promise<boolean>;
}

/** Pictures open inline; anything else is opaque bytes, so a bucket never renders an upload as a page. */
const objectType = (relPath: string) => {
  const type = contentTypeByName(relPath);
  return type?.startsWith('image/') && !type.startsWith('image/svg') ? type : 'application/octet-stream';
};

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3ClientConfig(s: S3Settings): S3ClientConfig {
  return {
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

export function createS3Storage(settings: S3Settings, signer: FileUrlSigner): BucketStorage {
  const client = new S3Client(s3ClientConfig(settings));
  const Bucket = settings.bucket;

  async function put(relPath: string, data: Buffer | { path: string }) {
    const common = { Bucket, Key: relPath, ContentType: objectType(relPath) };
    if (Buffer.isBuffer(data)) await client.send(new PutObjectCommand({ ...common, Body: data }));
    else {
      const { size } = await stat(data.path);
      await client.send(new PutObjectCommand({ ...common, Body: createReadStream(data.path), ContentLength: size }));
    }
  }

  async function has(relPath: string) {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: relPath }));
      return true;
    } catch (err) {
      if (notFound(err)) return false;
      throw err;
    }
  }

  async function getBytes(relPath: string): Promise<Buffer | null> {
    try {
      const res = await client.send(new GetObjectCommand({ Bucket, Key: relPath }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (notFound(err)) return null;
      throw err;
    }
  }

  const pending = new Map<string, Promise<void>>();

  return {
    root: null,
    signer,
    client,
    bucket: Bucket,
    put,
    has,
    async save(folder, data, ext) {
      const rel = newStoredPath(folder, ext);
      await put(rel, data);
      if (isRasterImage(rel)) {
        // Bytes that only claim to be an image keep the original alone.
        const variants = await renderVariants(Buffer.isBuffer(data) ? data : data.path, rel, true).catch(() => []);
        for (const v of variants) await put(v.rel, v.data);
      }
      return rel;
    },
    async remove(relPath) {
      if (!isSafeStoredPath(relPath)) return;
      const keys = [relPath, ...(isRasterImage(relPath) ? VARIANT_WIDTHS.map((w) => variantPath(relPath, w)) : [])];
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
    },
    url: fileUrl(signer, settings.publicUrl),
    async read(relPath) {
      if (!isSafeStoredPath(relPath)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: relPath }));
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async directLink(relPath, download) {
      if (!isSafeStoredPath(relPath) || !(await has(relPath))) return null;
      const command = new GetObjectCommand({
        Bucket,
        Key: relPath,
        ...(download ? { ResponseContentDisposition: attachmentHeader(download.filename), ResponseContentType: download.contentType } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: DIRECT_LINK_SECONDS });
    },
    async ensureVariant(relPath) {
      const parsed = parseVariant(relPath);
      if (!parsed || !isSafeStoredPath(relPath)) return;
      let job = pending.get(relPath);
      if (!job) {
        job = (async () => {
          if (await has(relPath)) return;
          for (const ext of ['png', 'jpg', 'jpeg', 'webp']) {
            const original = await getBytes(`${parsed.base}.${ext}`);
            if (!original) continue;
            await put(relPath, await renderVariant(original, parsed.width));
            return;
          }
        })().finally(() => pending.delete(relPath));
        pending.set(relPath, job);
      }
      await job.catch(() => undefined);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
