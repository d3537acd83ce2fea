import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema';

export type Role = 'user' | 'provider' | 'admin';
export interface Principal {
  role: Role;
  id: number;
  tokenId: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function createTokenRepository(db: Db) {
  return {
    /** Issue a new opaque bearer token; only its hash is stored. */
    async issue(role: Role, subjectId: number, device?: { deviceId?: string; deviceType?: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .insert(accessTokens)
        .values({ tokenHash: sha256(token), role, subjectId, deviceId: device?.deviceId, deviceType: device?.deviceType });
      return token;
    },
    async resolve(token: string): Promise<Principal | null> {
      const [row] = await db
        .select({ id: accessTokens.id, role: accessTokens.role, subjectId: accessTokens.subjectId })
        .from(accessTokens)
        .where(and(eq(accessTokens.tokenHash, sha256(token)), isNull(accessTokens.revokedAt)))
        .limit(1);
      return row ? { role: row.role, id: row.subjectId, tokenId: row.id } : null;
    },
    async revoke(tokenId: number) {
      await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
    },
    /** Revoke every live token of a subject (password or phone change). */
    async revokeAll(role: Role, subjectId: number, exec: Db = db) {
      await exec
        .update(accessTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(accessTokens.role, role), eq(accessTokens.subjectId, subjectId), isNull(accessTokens.revokedAt)));
    },
  };
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
