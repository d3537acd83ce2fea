import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resetTokens } from '../../db/schema';
import type { AccountRole } from './verification-code.repository';

export interface ResetTokenOwner {
  role: AccountRole;
  subjectId: number;
  countryCode: string;
  phone: string;
}

const live = (o: ResetTokenOwner, at: Date) =>
  and(
    eq(resetTokens.role, o.role),
    eq(resetTokens.subjectId, o.subjectId),
    eq(resetTokens.countryCode, o.countryCode),
    eq(resetTokens.phone, o.phone),
    isNull(resetTokens.usedAt),
    gt(resetTokens.expiresAt, at),
  );

export function createResetTokenRepository(db: Db) {
  return {
    async insert(values: ResetTokenOwner & { tokenHash: string; ip: string; userAgent: string; createdAt: Date; expiresAt: Date }) {
      await db.insert(resetTokens).values(values);
    },
    /** Marks the live token with this hash used and returns its id; null when there is none. Atomic. */
    async takeByHash(o: ResetTokenOwner, tokenHash: string, at: Date): Promise<number | null> {
      const [row] = await db
        .update(resetTokens)
        .set({ usedAt: at })
        .where(and(live(o, at), eq(resetTokens.tokenHash, tokenHash)))
        .returning({ id: resetTokens.id });
      return row?.id ?? null;
    },
    /** Marks used the newest live token made for this address and User-Agent since `since`; its id, or null. */
    async takeBySameClient(o: ResetTokenOwner, client: { ip: string; userAgent: string }, since: Date, at: Date): Promise<number | null> {
      const [found] = await db
        .select({ id: resetTokens.id })
        .from(resetTokens)
        .where(
          and(live(o, at), eq(resetTokens.ip, client.ip), eq(resetTokens.userAgent, client.userAgent), gt(resetTokens.createdAt, since)),
        )
        .orderBy(desc(resetTokens.id))
        .limit(1);
      if (!found) return null;
      const [row] = await db
        .update(resetTokens)
        .set({ usedAt: at })
        .where(and(eq(resetTokens.id, found.id), isNull(resetTokens.usedAt)))
        .returning({ id: resetTokens.id });
      return row?.id ?? null;
    },
    /** Every token of the account is used up once its password was reset. */
    async useAll(exec: Db, role: AccountRole, subjectId: number, at: Date): Promise<void> {
      await exec
        .update(resetTokens)
        .set({ usedAt: at })
        .where(and(eq(resetTokens.role, role), eq(resetTokens.subjectId, subjectId), isNull(resetTokens.usedAt)));
    },
  };
}
export type ResetTokenRepository = ReturnType<typeof createResetTokenRepository>;
