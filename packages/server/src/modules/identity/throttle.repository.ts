import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttles } from '../../db/schema';

export interface ThrottleRow {
  key: string;
  hits: number;
  resetAt: Date;
  lastHitAt: Date | null;
}

export function createThrottleRepository(db: Db) {
  return {
    async find(key: string): Promise<ThrottleRow | null> {
      const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
      return row ?? null;
    },
    /** One more hit in the key's fixed window; an elapsed window restarts at 1. */
    async hit(key: string, now: Date, windowEnd: Date): Promise<ThrottleRow> {
      const nowIso = now.toISOString();
      const endIso = windowEnd.toISOString();
      const [row] = await db
        .insert(throttles)
        .values({ key, hits: 1, resetAt: windowEnd, lastHitAt: now })
        .onConflictDoUpdate({
          target: throttles.key,
          set: {
            hits: sql`case when ${throttles.resetAt} <= ${nowIso}::timestamptz then 1 else ${throttles.hits} + 1 end`,
            resetAt: sql`case when ${throttles.resetAt} <= ${nowIso}::timestamptz then ${endIso}::timestamptz else ${throttles.resetAt} end`,
            lastHitAt: now,
          },
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async clear(key: string): Promise<void> {
      await db.delete(throttles).where(eq(throttles.key, key));
    },
    /** Keys are built from digits, roles and addresses: none holds a LIKE wildcard. */
    async clearPrefix(prefix: string): Promise<void> {
      await db.delete(throttles).where(like(throttles.key, `${prefix}%`));
    },
  };
}
export type ThrottleRepository = ReturnType<typeof createThrottleRepository>;
