/**
 * zod building blocks for form-data fields. The existing client sends every value as a
 * string, `null`/`undefined` as the literal words, numbers as "3" and booleans as "0"/"1";
 * these helpers read all of that the same way.
 */
import { z } from 'zod';

/** '' | 'null' | 'undefined' | null → undefined; strings trimmed. */
export function blankToUndefined(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v === 'string') {
    const s = v.trim();
    if (s === '' || s === 'null' || s === 'undefined' || s === 'NaN') return undefined;
    return s;
  }
  return v;
}

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** Arabic-Indic and Persian digits to ASCII, so "٥" reads as 5. */
export function asciiDigits(s: string): string {
  return s.replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}

export const text = (max = 255) => z.preprocess(blankToUndefined, z.string().min(1).max(max));
export const optText = (max = 255) => z.preprocess(blankToUndefined, z.string().max(max).optional());

/** "١٬٥٠٠٫٥" / "1,500.5" / "1500.5" → 1500.5; other text stays text (and fails as "must be a number"). */
function toNumber(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const s = asciiDigits(b)
    .replace(/[,\u066C]/g, '')
    .replace('\u066B', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : b;
}

/**
 * Optional number: blank, "null" and "undefined" mean absent; present but not a number →
 * "must be a number". Constraints go in `then`, e.g. optNumber(z.number().int().min(1)).
 */
export function optNumber(then: z.ZodType<number, number> = z.number()) {
  return z.preprocess(
    toNumber,
    z
      .unknown()
      .superRefine((v, ctx) => {
        if (v !== undefined && (typeof v !== 'number' || !Number.isFinite(v)))
          ctx.addIssue({ code: 'custom', message: 'validation.number' });
      })
      .transform((v) => v as number | undefined)
      .pipe(then.optional()),
  );
}

function toId(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b === 'string' && /^\d+$/.test(asciiDigits(b))) return Number(asciiDigits(b));
  return b;
}

const positiveInt = z
  .unknown()
  .superRefine((v, ctx) => {
    if (v !== undefined && !(typeof v === 'number' && Number.isInteger(v) && v > 0))
      ctx.addIssue({ code: 'custom', message: 'validation.invalid' });
  })
  .transform((v) => v as number | undefined);

/** Optional id: blank, "null" and "undefined" mean absent; anything but a positive integer is invalid. */
export const optId = () => z.preprocess(toId, positiveInt);

/** Required id: missing → "is required", present but not an id → "is invalid". */
export const id = () =>
  z.preprocess(
    toId,
    positiveInt
      .superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: 'validation.required' });
      })
      .transform((v) => v as number),
  );

/** "1"/"0"/"true"/"false"/booleans → boolean. */
export const flag = () =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (b === undefined) return false;
    if (typeof b === 'boolean') return b;
    return ['1', 'true', 'on', 'yes'].includes(String(b).toLowerCase());
  }, z.boolean());

/** The first value of a key the client sent twice (existing client §0 duplicate keys). */
export function single(v: unknown): unknown {
  return Array.isArray(v) ? v[0] : v;
}
