/**
 * Normalizes every body into one plain object whatever the encoding (multipart,
 * urlencoded, JSON, or the existing client's empty text/plain body):
 *  - `images[0]`, `images[1]` (indexed) and `features[]` (bare) become arrays; an index at or
 *    above the field's maximum (lib/form-limits.ts) is refused before any array grows, since
 *    `x[4294967294]` would otherwise make an array every later step walks to its length;
 *  - a key sent twice (existing client sends `phone` twice) is read once, first value;
 *  - file parts are streamed to temporary files (removed when the request ends) and become
 *    `UploadedFile` objects; an empty file input (filename "", 0 bytes) is dropped. Only
 *    these are files: they carry a symbol no JSON or form string can forge;
 *  - a multipart body is bounded by its route's file fields (files x MAX_UPLOAD_MB plus an
 *    allowance for text): a larger declared length is refused unread, and reading stops at
 *    the bound;
 *  - a multipart body the reader cannot parse is a 400, never a 500.
 * @see https://github.com/fastify/fastify-multipart
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { RECEIVED_FILE } from '@souq/contracts';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import formbody from '@fastify/formbody';
import type { z } from 'zod';
import { DomainError, fail } from '../lib/errors';
import { type FormLimits, formLimits, multipartBytes } from '../lib/form-limits';
import { fileTooLarge, type UploadedFile } from '../lib/uploaded-file';
import { fieldLabel } from './contract';

/** A transport failure the error handler answers with its status (413, 400) and a localized message. */
class BodyError extends Error {
  constructor(
    public readonly statusCode: 400 | 413,
    public readonly code: string,
  ) {
    super(code);
  }
}
const bodyTooLarge = () => new BodyError(413, 'FST_REQ_FILE_TOO_LARGE');
export const MALFORMED_BODY = 'SOUQ_MALFORMED_BODY';

const INDEXED = /^([^[\]]+)\[(\d*)\]$/;
const NO_LIMITS = formLimits(undefined);

/** Put one incoming (key, value) pair into the normalized body; a list beyond its field's maximum is refused. */
export function assign(body: Record<string, unknown>, key: string, value: unknown, limits: FormLimits = NO_LIMITS) {
  const m = INDEXED.exec(key);
  if (m) {
    const [, name, index] = m as unknown as [string, string, string];
    const arr = (Array.isArray(body[name]) ? body[name] : []) as unknown[];
    const max = limits.maxItems(name);
    const at = index === '' ? arr.length : Number(index);
    if (at >= max) throw fail('validation.max', { field: fieldLabel([name]), max });
    arr[at] = value;
    body[name] = arr;
    return;
  }
  if (!(key in body)) body[key] = value;
}

export function normalizePlain(input: unknown, limits: FormLimits = NO_LIMITS): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input as Record<string, unknown>)) {
    if (INDEXED.test(k)) {
      for (const item of Array.isArray(v) ? v : [v]) assign(out, k, item, limits);
    } else assign(out, k, Array.isArray(v) && !k.endsWith(']') && typeof v[0] !== 'object' ? v[0] : v, limits);
  }
  return out;
}

/** A client's file name as text we can store (no NUL or other control characters). */
const cleanName = (name: string) => [...name].filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f).join('');

export default fp<{ maxFileBytes: number; tmpDir?: string }>(async (app, options) => {
  const opts = { tmpDir: os.tmpdir(), ...options };
  await mkdir(opts.tmpDir, { recursive: true });
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

  async function readParts(request: FastifyRequest, limits: FormLimits) {
    const bound = multipartBytes(limits, opts.maxFileBytes);
    if (Number(request.headers['content-length'] ?? 0) > bound) throw bodyTooLarge();
    // A chunked body declares no length: count what arrives and stop the reader at the bound.
    let seen = 0;
    const raw = request.raw;
    const count = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= bound) return;
      raw.off('data', count);
      raw.unpipe();
      raw.emit('error', bodyTooLarge());
    };
    raw.on('data', count);
    request.tmpUploads ??= [];
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type !== 'file') {
          assign(body, part.fieldname, part.value, limits);
          continue;
        }
        const tmp = path.join(opts.tmpDir, `souq-upload-${randomBytes(12).toString('hex')}`);
        request.tmpUploads.push(tmp);
        const out = createWriteStream(tmp);
        await pipeline(part.file, out);
        if (part.file.truncated) throw fileTooLarge(opts.maxFileBytes);
        if (!part.filename && out.bytesWritten === 0) continue;
        const file: UploadedFile = {
          [RECEIVED_FILE]: true,
          kind: 'file',
          field: part.fieldname,
          filename: cleanName(part.filename),
          mimetype: part.mimetype,
          path: tmp,
          size: out.bytesWritten,
        };
        assign(body, part.fieldname, file, limits);
      }
    } catch (err) {
      if (seen > bound) throw bodyTooLarge();
      // Busboy's parse errors carry no status: they are the client's malformed body.
      const known = err instanceof DomainError || typeof (err as { statusCode?: unknown }).statusCode === 'number';
      throw known ? err : new BodyError(400, MALFORMED_BODY);
    } finally {
      raw.off('data', count);
    }
    request.body = body;
  }

  // Synchronous unless the body is multipart (no promise per JSON or form request).
  app.addHook('preValidation', (request, _reply, done) => {
    const limits = formLimits((request.routeOptions.schema as { body?: z.ZodType } | undefined)?.body);
    if (request.isMultipart()) return void readParts(request, limits).then(() => done(), done);
    try {
      request.body = normalizePlain(request.body, limits);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
});
