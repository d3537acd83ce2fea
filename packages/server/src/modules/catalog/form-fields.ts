/**
 * Form fields for the catalogue and request calls. Numbers: a value that is present but
 * not a number must fail as "must be a number", not "is required" — lib/validate tells the
 * two apart by the issue's `input`, which zod 4 leaves out unless asked (reportInput), so
 * these fields raise their own `validation.number` issue.
 */
import { z } from 'zod';
import { asciiDigits, blankToUndefined } from '../../lib/form';

/** "١٬٥٠٠٫٥" / "1,500.5" / "1500.5" → 1500.5; other text stays text. */
function toNumber(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  const s = asciiDigits(b)
    .replace(/[,\u066C]/g, '')
    .replace('\u066B', '.');
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : b;
}

/** Optional number; constraints go in `then` (e.g. z.number().int().min(1)). */
export function optFormNumber(then: z.ZodType<number, number>) {
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

/**
 * Optional id: blank, "null" and "undefined" mean absent. (lib/form's optId() wraps the
 * preprocess in .optional(), so a blank string reaches z.number() and fails as "required".)
 */
export const optIdField = () => z.preprocess(toId, positiveInt);

/** Required id: missing → "is required", present but not an id → "is invalid". */
export const idField = () =>
  z.preprocess(
    toId,
    positiveInt
      .superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: 'validation.required' });
      })
      .transform((v) => v as number),
  );
