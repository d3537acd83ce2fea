/**
 * Dates as the clients display them (verbatim, docs/legacy-client.md#ec-5-4), in Saudi time:
 * Asia/Riyadh is UTC+3 all year (no daylight saving), so a fixed offset is exact.
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const riyadhIso = (d: Date | string): string => new Date(new Date(d).getTime() + RIYADH_OFFSET_MS).toISOString();

/** YYYY-MM-DD */
export const formatDate = (d: Date | string): string => riyadhIso(d).slice(0, 10);

/** YYYY-MM-DD HH:mm */
export const formatDateTime = (d: Date | string): string => riyadhIso(d).slice(0, 16).replace('T', ' ');
