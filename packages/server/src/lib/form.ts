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

export const number = () =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b === 'string') {
      const n = Number(asciiDigits(b));
      return Number.isNaN(n) ? b : n;
    }
    return b;
  }, z.number());

export const optNumber = () => number().optional();
export const id = () =>
  z.preprocess((v) => {
    const b = blankToUndefined(v);
    if (typeof b === 'string' && /^\d+$/.test(asciiDigits(b))) return Number(asciiDigits(b));
    return b;
  }, z.number().int().positive());
export const optId = () => id().optional();

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
