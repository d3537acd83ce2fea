/** The releases of each remote and every switch of the live one (tables of migration 0032). */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, remoteReleases, remoteReleaseSwitches } from '../../db/schema';

export type ReleaseRow = typeof remoteReleases.$inferSelect;
export type NewRelease = typeof remoteReleases.$inferInsert;

export function createReleasesRepository(db: Db) {
  return {
    async releases(remote: string) {
      return db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(desc(remoteReleases.id));
    },
    async find(remote: string, version: string) {
      const [row] = await db
        .select()
        .from(remoteReleases)
        .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)));
      return row ?? null;
    },
    async insert(exec: Db, row: NewRelease) {
      const [saved] = await exec.insert(remoteReleases).values(row).returning();
      return saved!;
    },
    /** The switches of a remote, newest first, with the release's version and the admin. */
    async switches(remote: string, limit = 50) {
      return db
        .select({ s: remoteReleaseSwitches, version: remoteReleases.version, adminName: admins.name })
        .from(remoteReleaseSwitches)
        .leftJoin(remoteReleases, eq(remoteReleases.id, remoteReleaseSwitches.releaseId))
        .leftJoin(admins, eq(admins.id, remoteReleaseSwitches.adminId))
        .where(eq(remoteReleaseSwitches.remote, remote))
        .orderBy(desc(remoteReleaseSwitches.id))
        .limit(limit);
    },
    async addSwitch(exec: Db, e: { remote: string; releaseId: number | null; action: string; adminId: number | null; at: Date }) {
      await exec
        .insert(remoteReleaseSwitches)
        .values({ remote: e.remote, releaseId: e.releaseId, action: e.action, adminId: e.adminId, createdAt: e.at });
    },
    /** Deletes releases and the switches that named them (the audit log keeps who switched when). */
    async remove(exec: Db, ids: number[]) {
      if (ids.length === 0) return;
      await exec.delete(remoteReleaseSwitches).where(inArray(remoteReleaseSwitches.releaseId, ids));
      await exec.delete(remoteReleases).where(inArray(remoteReleases.id, ids));
    },
    /** Remote → manifest of its live release (its latest switch; null: the start-up build). */
    async live() {
      return db
        .selectDistinctOn([remoteReleaseSwitches.remote], { remote: remoteReleaseSwitches.remote, manifestUrl: remoteReleases.manifestUrl })
        .from(remoteReleaseSwitches)
        .leftJoin(remoteReleases, eq(remoteReleases.id, remoteReleaseSwitches.releaseId))
        .orderBy(remoteReleaseSwitches.remote, sql`${remoteReleaseSwitches.id} desc`);
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
