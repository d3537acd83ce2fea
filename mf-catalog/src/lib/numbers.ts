/**
 * Numbers typed by people: Arabic keyboards produce Arabic-Indic (٠-٩) or Persian (۰-۹)
 * digits and the Arabic decimal separator (٫), so inputs are normalised before checking.
 */
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN = /[\u06F0-\u06F9]/g;

export function toAsciiDigits(value: string): string {
  return value
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, '');
}

/** A finite number from user input, or null when it is blank or not a plain decimal number. */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const s = toAsciiDigits(value).trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return Number(s);
}

/** A whole number of at least `min` (durations in days, page numbers), or null. */
export function parseWholeNumber(value: unknown, min = 1): number | null {
  const n = parseAmount(value);
  return n !== null && Number.isInteger(n) && n >= min ? n : null;
}

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
