/**
 * Normalizes every body into one plain object whatever the encoding (multipart,
 * urlencoded, JSON, or the existing client's empty text/plain body):
 *  - `images[0]`, `images[1]` (indexed) and `features[]` (bare) become arrays;
 *  - a key sent twice (existing client sends `phone` twice) is read once, first value;
 *  - files become `UploadedFile` objects; an empty file input (filename "", 0 bytes) is dropped.
 * @see https://github.com/fastify/fastify-multipart
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import { DomainError } from '../lib/errors';

/** The localized "file is larger than N MB" failure (N with up to two decimals: 0.5, not 0). */
export function fileTooLarge(maxBytes: number): DomainError {
  return new DomainError('fail', 'validation.file_too_large', { max: +(maxBytes / 1048576).toFixed(2) });
}

export interface UploadedFile {
  kind: 'file';
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

declare module '@souq/contracts' {
  // The contract's file fields are, on the server, the parts this plugin read.
  interface FileTypeRegistry {
    file: UploadedFile;
  }
}

export const isUploadedFile = (v: unknown): v is UploadedFile => typeof v === 'object' && v !== null && (v as UploadedFile).kind === 'file';

const INDEXED = /^([^[\]]+)\[(\d*)\]$/;

/** Put one incoming (key, value) pair into the normalized body. */
export function assign(body: Record<string, unknown>, key: string, value: unknown) {
  const m = INDEXED.exec(key);
  if (m) {
    const [, name, index] = m as unknown as [string, string, string];
    const arr = (Array.isArray(body[name]) ? body[name] : []) as unknown[];
    if (index === '') arr.push(value);
    else arr[Number(index)] = value;
    body[name] = arr;
    return;
  }
  if (!(key in body)) body[key] = value;
}

export function normalizePlain(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (INDEXED.test(k)) {
      for (const item of Array.isArray(v) ? v : [v]) assign(out, k, item);
    } else assign(out, k, Array.isArray(v) && !k.endsWith(']') && typeof v[0] !== 'object' ? v[0] : v);
  }
  return out;
}

export default fp<{ maxFileBytes: number }>(async (app, opts) => {
  await app.register(formbody);
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: opts.maxFileBytes, files: 30, fields: 200, fieldSize: 1024 * 1024 },
  });
  // The existing client posts "" as text/plain on several calls.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    const s = String(body ?? '').trim();
    if (!s) return done(null, {});
    try {
      done(null, JSON.parse(s));
    } catch {
      done(null, {});
    }
  });

  async function readParts(request: FastifyRequest) {
    const body: Record<string, unknown> = {};
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.file.truncated) throw fileTooLarge(opts.maxFileBytes);
        if (!part.filename && buffer.length === 0) continue;
        assign(body, part.fieldname, {
          kind: 'file',
          field: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          buffer,
        } satisfies UploadedFile);
      } else {
        assign(body, part.fieldname, part.value);
      }
    }
    request.body = body;
  }

  // Synchronous unless the body is multipart (no promise per JSON or form request).
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) return void readParts(request).then(() => done(), done);
    request.body = normalizePlain(request.body);
    done();
  });
});
