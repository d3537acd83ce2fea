/** Reading what people type: Arabic-Indic and Persian digits are digits (used by input normalization and search). */
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic and Persian digits to ASCII, so "٥" reads as 5. */
export function asciiDigits(s: string): string {
  return s.replace(ARABIC_DIGITS, (d) => String((d.charCodeAt(0) & 0xf) % 10));
}
