/**
 * Development helpers. The outbox shows the SMS the `outbox` driver stored for a phone,
 * newest first, so people and tests can read verification codes without a gateway.
 */
import { asciiDigits } from '../../lib/digits';
import { fail } from '../../lib/errors';
import { normalizeCountryCode, normalizePhone } from '../identity/phone';
import type { DevRepository } from './dev.repository';

export interface OutboxEntry {
  to: string;
  body: string;
  code: string | null;
  created_at: string;
}

export function createDevService(repo: DevRepository) {
  return {
    /** `country_code` may come as '+966', '966' or ' 966' (a raw '+' in a query string decodes to a space). */
    async outbox(rawPhone: string | undefined, rawCountryCode: string | undefined): Promise<OutboxEntry[]> {
      const cc = normalizeCountryCode(rawCountryCode ?? '+966');
      const digits = asciiDigits(rawPhone ?? '').replace(/[\s-]/g, '');
      if (!cc || !/^\d{4,17}$/.test(digits)) throw fail('dev.outbox_query', {}, []);
      // Stored phones are national numbers without the trunk zero; accept what was typed too.
      const phones = [...new Set([normalizePhone(cc, digits)?.phone, digits, digits.replace(/^0+/, '')].filter((p): p is string => !!p))];
      const rows = await repo.outbox([cc, cc.slice(1)], phones, 50);
      return rows.map((r) => ({ to: `${r.countryCode}${r.phone}`, body: r.body, code: r.code, created_at: r.createdAt.toISOString() }));
    },
  };
}
