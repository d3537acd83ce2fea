/**
 * The one pre-validation step that turns what the existing client sends into the clean
 * values the contract's schemas describe (docs/legacy-client.md#ec-0), for every route, before
 * Fastify validates body, query and params against those schemas:
 *  - '', 'null', 'undefined', 'NaN' and null mean "not sent" (blank optional ids included);
 *  - a key sent twice is read once (form-body already keeps the first value of a form);
 *  - numbers, booleans and arrays are read from form strings where the schema wants them:
 *    "٣" and "1,500.5" are numbers, "1"/"true"/"on" true, one `images[0]` file an array;
 *  - `country_code` with or without '+' (or '00', or the ' 966' of a raw query string)
 *    reads as '+966'; phones and codes typed with Arabic-Indic digits, spaces or dashes
 *    read as ASCII digits;
 *  - a POST whose body lacks a field the query string carries takes it from the query
 *    (the existing client puts login fields in an unencoded query string);
 *  - text holding a NUL character is refused as invalid: PostgreSQL cannot store it, and no
 *    form field has a use for it.
 * Walks the zod schema (zod 4 `_zod.def`), so no route repeats any of this.
 */
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { asciiDigits } from '../lib/digits';
import { shapeOf, unwrap } from '../lib/schema-walk';
import { normalizeCountryCode } from '../modules/identity/phone';
import { fieldLabel, InvalidInput } from './contract';

const isBlank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && ['', 'null', 'undefined', 'nan'].includes(v.trim().toLowerCase()));

const TRUE = new Set(['1', 'true', 'on', 'yes']);
const FALSE = new Set(['0', 'false', 'off', 'no']);

function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = asciiDigits(v.trim())
    .replace(/[,\u066C]/g, '')
    .replace('\u066B', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : v;
}

function toBoolean(v: unknown): unknown {
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return TRUE.has(s) ? true : FALSE.has(s) ? false : v;
}

/** Fields whose text is digits the user typed (docs/legacy-client.md#ec-6-4, #ec-6-19). */
function byName(key: string, v: unknown): unknown {
  if (typeof v !== 'string') return v;
  if (key === 'country_code') return normalizeCountryCode(v) ?? v;
  if (key === 'phone' || key === 'new_phone') return asciiDigits(v).replace(/[\s\u200e\u200f().-]/g, '');
  if (key === 'code') return asciiDigits(v.trim());
  return v;
}

/** `value` read as `schema` wants it; anything unreadable is left for validation to refuse. */
export function coerce(schema: z.ZodType, value: unknown, key = ''): unknown {
  const def = unwrap(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      for (const [k, fieldSchema] of Object.entries(def.shape ?? {})) {
        if (isBlank(out[k])) delete out[k];
        else out[k] = coerce(fieldSchema, out[k], k);
      }
      return out;
    }
    case 'array': {
      const items = (Array.isArray(value) ? value : [value]).filter((x) => !isBlank(x));
      const element = def.element;
      return element ? items.map((x) => coerce(element, x, key)) : items;
    }
    default: {
      const v = Array.isArray(value) ? value[0] : value;
      if (def.type === 'number') return toNumber(v);
      if (def.type === 'boolean') return toBoolean(v);
      if (def.type === 'literal' && def.values?.every((x) => typeof x === 'boolean')) return toBoolean(v);
      if (def.type === 'string' && (typeof v === 'number' || typeof v === 'boolean')) return String(v);
      return byName(key, v);
    }
  }
}

/** The name of the first field whose text (at any depth) holds a NUL character, else null. */
export function nulField(value: unknown, key = 'field', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? key : null;
  if (typeof value !== 'object' || value === null || depth > 4) return null;
  for (const [k, v] of Object.entries(value)) {
    const found = nulField(v, Array.isArray(value) ? key : k, depth + 1);
    if (found) return found;
  }
  return null;
}

export default fp(async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const schema = request.routeOptions.schema as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType } | undefined;
    if (!schema) return done();
    const nul = nulField([request.body, request.query, request.params]);
    if (nul) return done(new InvalidInput('fail', 'validation.invalid', { field: fieldLabel([nul]) }));
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (schema.body) {
      const body = { ...((request.body ?? {}) as Record<string, unknown>) };
      for (const k of Object.keys(shapeOf(schema.body))) if (isBlank(body[k]) && !isBlank(query[k])) body[k] = query[k];
      request.body = coerce(schema.body, body);
    }
    if (schema.querystring) request.query = coerce(schema.querystring, { ...query });
    if (schema.params) request.params = coerce(schema.params, { ...(request.params as object) });
    done();
  });
});
