import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { VerificationPurpose } from '@souq/contracts';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type AccountRole = 'user' | 'provider';

/** A code is addressed by the account, its purpose and the phone it was sent to. */
export interface CodeKey {
  role: AccountRole;
  subjectId: number;
  purpose: VerificationPurpose;
  countryCode: string;
  phone: string;
}

const byKey = (k: CodeKey) =>
  and(
    eq(verificationCodes.role, k.role),
    eq(verificationCodes.subjectId, k.subjectId),
    eq(verificationCodes.purpose, k.purpose),
    eq(verificationCodes.countryCode, k.countryCode),
    eq(verificationCodes.phone, k.phone),
  );

/** The account's codes of a purpose that are still open (not consumed), to whatever phone they went. */
const openCodes = (role: AccountRole, subjectId: number, purpose: VerificationPurpose) => [
  eq(verificationCodes.role, role),
  eq(verificationCodes.subjectId, subjectId),
  eq(verificationCodes.purpose, purpose),
  isNull(verificationCodes.consumedAt),
];

export function createVerificationCodeRepository(db: Db) {
  return {
    async latest(k: CodeKey): Promise<CodeRow | null> {
      const [row] = await db.select().from(verificationCodes).where(byKey(k)).orderBy(desc(verificationCodes.id)).limit(1);
      return row ?? null;
    },
    /** The newest unconsumed code of a purpose sent to a phone other than `except`. */
    async latestOpenElsewhere(
      role: AccountRole,
      subjectId: number,
      purpose: VerificationPurpose,
      except: { countryCode: string; phone: string },
    ): Promise<CodeRow | null> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            ...openCodes(role, subjectId, purpose),
            or(ne(verificationCodes.countryCode, except.countryCode), ne(verificationCodes.phone, except.phone)),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },
    async insert(exec: Db, k: CodeKey, codeHash: string, createdAt: Date, expiresAt: Date): Promise<CodeRow> {
      const [row] = await exec
        .insert(verificationCodes)
        .values({ ...k, codeHash, createdAt, expiresAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    /** Takes one try atomically; null when the code already used up its tries. */
    async reserveAttempt(id: number, max: number): Promise<number | null> {
      const [row] = await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, max)))
        .returning({ attempts: verificationCodes.attempts });
      return row ? row.attempts : null;
    },
    /** A right code gives its try back and records the first verification time. */
    async markVerified(id: number, at: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({
          attempts: sql`greatest(${verificationCodes.attempts} - 1, 0)`,
          verifiedAt: sql`coalesce(${verificationCodes.verifiedAt}, ${at.toISOString()}::timestamptz)`,
        })
        .where(eq(verificationCodes.id, id));
    },
    async consume(exec: Db, ids: number[], at: Date): Promise<void> {
      if (!ids.length) return;
      await exec
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(inArray(verificationCodes.id, ids), isNull(verificationCodes.consumedAt)));
    },
    /** Closes every open code of a purpose for an account (a flow restarts or completes). */
    async consumeAll(exec: Db, role: AccountRole, subjectId: number, purpose: VerificationPurpose, at: Date): Promise<void> {
      await exec
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(...openCodes(role, subjectId, purpose)));
    },
  };
}
export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;
