/** Price, discount percentage and price after discount kept consistent as the owner types (two decimals, SR). */
const round2 = (v: number) => Math.round(v * 100) / 100;

/** The price after a percentage discount. */
export const priceAfterDiscount = (price: number, percentage: number): number => round2(price * (1 - percentage / 100));

/** The percentage a price after discount means (0 when there is no price). */
export const discountPercentage = (price: number, after: number): number =>
  price > 0 ? Math.min(100, Math.max(0, round2((1 - after / price) * 100))) : 0;

/** A date as the API reads it: the first 10 characters, YYYY-MM-DD (docs/product/README.md#validation-rules). */
export const toApiDate = (d: { format: (f: string) => string } | null | undefined): string | undefined =>
  d ? d.format('YYYY-MM-DD').slice(0, 10) : undefined;
