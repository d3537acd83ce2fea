/**
 * What a route's body schema allows a form to carry, read once per schema: how many items a
 * bracketed field (`images[3]`, `features[]`) may hold, and how many bytes a multipart body
 * may have. Both are checked while the body is read, before anything is allocated for it.
 */
import { fileSchema } from '@souq/contracts';
import type { z } from 'zod';
import { defOf, type Def, shapeOf, unwrap } from './schema-walk';

/** Items of a bracketed field the schema gives no maximum (or does not declare at all). */
export const MAX_LIST_ITEMS = 100;
/** Files a file list without a declared maximum counts for in the size bound (every such list is checked to 10 by its service). */
export const FILES_PER_LIST = 10;
/** Bytes a multipart body may hold beyond its files: the text fields and part headers. */
export const FIELDS_ALLOWANCE = 1024 * 1024;

export interface FormLimits {
  /** The most items the named field may hold. */
  maxItems(field: string): number;
  /** The number of files the route takes at most (single file fields and file lists). */
  fileSlots: number;
}

const FILE_DEF = defOf(fileSchema as z.ZodType);
const isFile = (def: Def) => def === FILE_DEF;
const declaredMax = (def: Def): number | undefined => def.checks?.find((c) => c._zod.def.check === 'max_length')?._zod.def.maximum;

function read(schema: z.ZodType | undefined): FormLimits {
  const items = new Map<string, number>();
  let fileSlots = 0;
  for (const [name, field] of Object.entries(schema ? shapeOf(schema) : {})) {
    const def = unwrap(field);
    if (isFile(def)) fileSlots += 1;
    if (def.type !== 'array' || !def.element) continue;
    const max = declaredMax(def);
    if (max !== undefined) items.set(name, max);
    if (isFile(unwrap(def.element))) fileSlots += max ?? FILES_PER_LIST;
  }
  return { maxItems: (field) => Math.min(items.get(field) ?? MAX_LIST_ITEMS, MAX_LIST_ITEMS), fileSlots };
}

const cache = new WeakMap<object, FormLimits>();
const NO_SCHEMA = read(undefined);

/** The limits of a route's body schema (none: only the global ones). */
export function formLimits(schema: z.ZodType | undefined): FormLimits {
  if (!schema) return NO_SCHEMA;
  const known = cache.get(schema);
  if (known) return known;
  const limits = read(schema);
  cache.set(schema, limits);
  return limits;
}

/** The most bytes a multipart body of the route may hold. */
export const multipartBytes = (limits: FormLimits, maxFileBytes: number): number => limits.fileSlots * maxFileBytes + FIELDS_ALLOWANCE;
