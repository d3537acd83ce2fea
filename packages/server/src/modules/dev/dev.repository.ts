/** Reads the SMS outbox (development only). */
import { and, desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsOutbox } from '../../db/schema';

export function createDevRepository(db: Db) {
  return {
    outbox(countryCodes: string[], phones: string[], limit: number) {
      return db
        .select()
        .from(smsOutbox)
        .where(and(inArray(smsOutbox.countryCode, countryCodes), inArray(smsOutbox.phone, phones)))
        .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
        .limit(limit);
    },
  };
}
export type DevRepository = ReturnType<typeof createDevRepository>;
