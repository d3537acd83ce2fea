/**
 * Money is integer halalas in code and database (docs/architecture.md#money). This is the one
 * place that converts to and from the SR numbers the API shows.
 */
export type Halalas = number;

/** SR number (at most two decimals) → halalas; throws on fractions of a halala. */
export function toHalalas(sr: number): Halalas {
  const h = Math.round(sr * 100);
  if (!Number.isFinite(h)) throw new RangeError('invalid amount');
  return h;
}

/** Halalas → SR number for the API, two decimals at most. */
export function toSR(h: Halalas): number {
  return Math.round(h) / 100;
}

/** rate in basis points (1500 = 15 %) applied with round-half-up to the halala. */
export function percentOf(h: Halalas, basisPoints: number): Halalas {
  return Math.round((h * basisPoints) / 10000);
}

/**
 * Halalas as an amount in a message: the web app's one decimals rule (whole riyals without
 * decimals, any fraction with two: "50", "39.10"), so a notification reads as the screens do.
 */
export function formatSR(h: Halalas): string {
  const sr = toSR(h);
  return Number.isInteger(sr) ? String(sr) : sr.toFixed(2);
}
