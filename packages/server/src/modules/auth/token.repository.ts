import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens } from '../../db/schema';
import type { Principal, Role } from '../../lib/caller';

/** How long sessions live (config: TOKEN_IDLE_DAYS, TOKEN_MAX_DAYS, ADMIN_TOKEN_HOURS). */
export interface SessionPolicy {
  idleMs: number;
  maxMs: number;
  adminMaxMs: number;
}

/**
 * Told the hashes of tokens that were just revoked (e.g. to drop their live sockets). Hashes,
 * not ids: they name a session uniquely even across databases that share one Redis.
 */
export type RevokeListener = (tokenHashes: string[]) => void;

/**
 * The last use is written at most this often: a session used every few seconds would
 * otherwise write on every call, and an idle expiry counted in days does not need it finer.
 */
const TOUCH_EVERY_MS = 10 * 60_000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function createTokenRepository(db: Db, opts: { now: () => Date; policy: SessionPolicy }) {
  const { now, policy } = opts;
  const listeners: RevokeListener[] = [];
  const revoked = (rows: { tokenHash: string }[]) => {
    if (rows.length) for (const l of listeners) l(rows.map((r) => r.tokenHash));
  };
  /** Admin sessions end sooner, and have no separate idle limit. */
  const maxMsOf = (role: Role) => (role === 'admin' ? policy.adminMaxMs : policy.maxMs);
  const idleMsOf = (role: Role) => Math.min(policy.idleMs, maxMsOf(role));

  const repo = {
    /** Issue a new opaque bearer token; only its hash is stored. */
    async issue(role: Role, subjectId: number, device?: { deviceId?: string; deviceType?: string }): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await db.insert(accessTokens).values({
        tokenHash: sha256(token),
        role,
        subjectId,
        deviceId: device?.deviceId,
        deviceType: device?.deviceType,
        createdAt: at,
        lastUsedAt: at,
      });
      return token;
    },

    /**
     * The session of a live token. A token past its idle or absolute expiry is revoked here
     * (so its sockets are dropped too) and is no session.
     */
    async resolve(token: string): Promise<Principal | null> {
      const [row] = await db
        .select({
          id: accessTokens.id,
          role: accessTokens.role,
          subjectId: accessTokens.subjectId,
          createdAt: accessTokens.createdAt,
          lastUsedAt: accessTokens.lastUsedAt,
        })
        .from(accessTokens)
        .where(and(eq(accessTokens.tokenHash, sha256(token)), isNull(accessTokens.revokedAt)))
        .limit(1);
      if (!row) return null;
      const at = now();
      const expiresAt = new Date(row.createdAt.getTime() + maxMsOf(row.role));
      if (at >= expiresAt || at.getTime() - row.lastUsedAt.getTime() >= idleMsOf(row.role)) {
        await repo.revoke(row.id);
        return null;
      }
      if (at.getTime() - row.lastUsedAt.getTime() >= TOUCH_EVERY_MS) {
        await db.update(accessTokens).set({ lastUsedAt: at }).where(eq(accessTokens.id, row.id));
      }
      return { role: row.role, id: row.subjectId, tokenId: row.id, expiresAt };
    },

    /** Ends one session (inside the caller's transaction when given one). */
    async revoke(tokenId: number, exec: Db = db) {
      const rows = await exec
        .update(accessTokens)
        .set({ revokedAt: now() })
        .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)))
        .returning({ tokenHash: accessTokens.tokenHash });
      revoked(rows);
    },

    /** Revoke every live token of a subject (password or phone change, reset, suspension). */
    async revokeAll(role: Role, subjectId: number, exec: Db = db) {
      const rows = await exec
        .update(accessTokens)
        .set({ revokedAt: now() })
        .where(and(eq(accessTokens.role, role), eq(accessTokens.subjectId, subjectId), isNull(accessTokens.revokedAt)))
        .returning({ tokenHash: accessTokens.tokenHash });
      revoked(rows);
    },

    /** Calls `listener` with the hashes of every token revoked from now on, by this process. */
    onRevoke(listener: RevokeListener): void {
      listeners.push(listener);
    },
  };
  return repo;
}
export type TokenRepository = ReturnType<typeof createTokenRepository>;
