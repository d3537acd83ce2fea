/**
 * Building blocks of the API contract: the `{ key, msg, data }` envelope, the endpoint
 * descriptor every module file exports one of per call, and the field shapes several
 * modules share. Request schemas describe clean values (numbers, booleans, arrays); the
 * server turns the existing client's form strings into them once, before validation
 * (packages/server/src/plugins/normalize-input.ts). Error messages are message keys the
 * server localizes (`validation.*`).
 */
import { z } from 'zod';

// ---- envelope ------------------------------------------------------------------

export const envelopeKeys = ['success', 'fail', 'unauthenticated', 'error'] as const;
export type EnvelopeKey = (typeof envelopeKeys)[number];

/** The envelope every call answers with, around an endpoint's `data`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ key: z.enum(envelopeKeys), msg: z.string(), data });
export type Envelope<T> = { key: EnvelopeKey; msg: string; data: T };

// ---- endpoint descriptors --------------------------------------------------------

export type Role = 'user' | 'provider' | 'admin';
export type HttpMethod = 'GET' | 'POST';

/**
 * One API call. `path` is relative to /api/v1, written as Fastify and the published API
 * clients write it (`:id` for a path parameter). `response` is the schema of `data` on
 * success. `roles`: who must be signed in (any of them); absent means public (a guest or
 * any signed-in caller).
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  response: z.ZodType;
  roles?: readonly Role[];
  summary?: string;
}

/** Keeps the literal types of a descriptor (method, path, schemas) for typed clients. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

export type RequestBody<E extends Endpoint> = E['body'] extends z.ZodType ? z.input<E['body']> : undefined;
export type RequestQuery<E extends Endpoint> = E['query'] extends z.ZodType ? z.input<E['query']> : undefined;
export type RequestParams<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;
export type ResponseData<E extends Endpoint> = z.output<E['response']>;

// ---- shared field shapes ----------------------------------------------------------

/** The largest id a PostgreSQL `integer` column holds: a larger one can name no row. */
export const MAX_ID = 2_147_483_647;

/** A database id: missing reads "is required", anything but a positive integer that fits an id column "is invalid". */
export const idSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalid') })
  .int({ error: 'validation.invalid' })
  .positive({ error: 'validation.invalid' })
  .max(MAX_ID, { error: 'validation.invalid' });

/** A page number (1 when absent). */
export const pageSchema = idSchema.optional();

/** Required text, trimmed; blank reads "is required". */
export const text = (max = 255) => z.string().trim().min(1).max(max);
/** Optional text, trimmed. */
export const optText = (max = 255) => z.string().trim().max(max).optional();

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** Dial code as '+966' (the server reads '966', ' 966' and '00966' the same). */
export const countryCodeSchema = z.string().regex(/^\+\d{1,4}$/);

/**
 * Marks the files the server's multipart reader produced. A symbol cannot come out of
 * JSON or a form string, so a body that only looks like a file (`{"kind":"file",…}`) is
 * refused as one.
 */
export const RECEIVED_FILE: unique symbol = Symbol.for('souq.received-file');

/** An uploaded file as the server receives it (a multipart part written to a temporary file). */
export interface ReceivedFile {
  [RECEIVED_FILE]: true;
  kind: 'file';
  field: string;
  filename: string;
  mimetype: string;
  /** The temporary file holding the bytes (removed when the request ends). */
  path: string;
  size: number;
}
/**
 * The type of a file field: what a client sends (a Blob) or what the server received. The
 * server narrows it to its own type by augmenting this interface with `{ file: … }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by module augmentation
export interface FileTypeRegistry {}
export type UploadFile = FileTypeRegistry extends { file: infer F } ? F : Blob | ReceivedFile;
const isUpload = (v: unknown): v is UploadFile =>
  (typeof Blob !== 'undefined' && v instanceof Blob) ||
  (typeof v === 'object' && v !== null && (v as ReceivedFile)[RECEIVED_FILE] === true);
export const fileSchema = z.custom<UploadFile>(isUpload, { error: 'validation.image' });
/** `images[0..n]` (indexed) or a single file; none → []. */
export const imagesSchema = z.array(fileSchema).default([]);

export const paginationSchema = z.object({
  /** Every match; a provider search past 1 000 matches says 1 000 (total_exact false). */
  total_items: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  /** Provider search only: a next page has rows (also when total_items is not exact). */
  has_more: z.boolean().optional(),
  /** Provider search only: false when total_items is a floor (not counted past 1 000 matches). */
  total_exact: z.boolean().optional(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: paginationSchema });

export const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;
/** `{ id, name }` whose id is null when nothing is set (read unguarded by the existing client). */
export const optionalIdName = z.object({ id: z.number().int().nullable(), name: z.string() });

export const attachmentSchema = z.object({ name: z.string(), link: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

/** `data` of calls that answer only a message. */
export const noData = z.null();

// ---- constants ---------------------------------------------------------------------

/** Verification code: exactly five digits (docs/product/identity.md#verification-codes). */
export const CODE_LENGTH = 5;
export const codeSchema = z.string().regex(/^\d{5}$/, { error: 'validation.code' });

export const DEFAULT_COUNTRY_CODE = '+966';
export const DEVICE_TYPE = 'web';
export const DEVICE_ID_PLACEHOLDER = '111';
