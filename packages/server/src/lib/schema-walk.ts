/**
 * Reading a zod 4 schema's definition (`_zod.def`) for the plugins that act on a route's
 * schema before validation (normalize-input, form-body): the field under its wrappers.
 */
import type { z } from 'zod';

export type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
  checks?: { _zod: { def: { check?: string; maximum?: number } } }[];
};
export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/default/catch/… and the input side of pipes. */
export function unwrap(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (let i = 0; i < 10; i++) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else break;
  }
  return def;
}

/** The fields of an object schema (none for other schemas). */
export const shapeOf = (schema: z.ZodType): Record<string, z.ZodType> => unwrap(schema).shape ?? {};
