/**
 * The platform settings (the `settings` table the admin console writes): one reader for every
 * module, and one reading of each kind of value, so the rates an order is priced with are the
 * rates the public settings and the admin console show.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

/** Percent used while a rate is unset, or stored as something that is not a number from 0 to 100. */
export const DEFAULT_RATES = { tax_rate: 15, commission_rate: 10 } as const;
export type RateKey = keyof typeof DEFAULT_RATES;

/** The rates an order is priced with. */
export interface Rates {
  /** Basis points: 1500 = 15 %. */
  taxBp: number;
  commissionBp: number;
}

export interface SettingReader {
  /** A setting's stored text; null when it is unset. */
  setting(key: string): Promise<string | null>;
}

/** Reads settings through `db` (a transaction's, to read them with the rows it locks). */
export const settingReader = (db: Db): SettingReader => ({
  async setting(key) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row?.value ?? null;
  },
});

/** A yes/no setting: '1', 'true', 'yes' or 'on' (any case) is yes. */
export const settingFlag = (value: string | null | undefined): boolean =>
  ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

/** A rate setting in percent ('15', '12.5'); its default when unset or unreadable. */
export function ratePercent(key: RateKey, value: string | null | undefined): number {
  const n = value == null ? Number.NaN : Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 ? n : DEFAULT_RATES[key];
}

/** A rate setting in basis points (15 % → 1500), as money is computed. */
export const rateBasisPoints = (key: RateKey, value: string | null | undefined): number => Math.round(ratePercent(key, value) * 100);

/** The VAT and commission rates an order is priced with. */
export async function orderRates(r: SettingReader): Promise<Rates> {
  const [tax, commission] = await Promise.all([r.setting('tax_rate'), r.setting('commission_rate')]);
  return { taxBp: rateBasisPoints('tax_rate', tax), commissionBp: rateBasisPoints('commission_rate', commission) };
}
