import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { admins } from './identity';

/** One immutable build of a remote (migration 0032): where its manifest is and what it was built with. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    /** The remote's folder name (`mf-orders`). */
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    commit: text('commit').notNull(),
    builtAt: timestamp('built_at', { withTimezone: true }).notNull(),
    /** Shared singleton → the version the release was built with. */
    shared: jsonb('shared').$type<Record<string, string>>().notNull().default({}),
    manifestUrl: text('manifest_url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('remote_releases_remote_version_key').on(t.remote, t.version)],
);

/**
 * Every switch of a remote's live release; the latest row per remote is live. `releaseId` null:
 * back to the build the server started with; `adminId` null: the command line switched.
 */
export const remoteReleaseSwitches = pgTable(
  'remote_release_switches',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    releaseId: integer('release_id').references(() => remoteReleases.id),
    /** activate | rollback */
    action: text('action').notNull(),
    adminId: integer('admin_id').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('remote_release_switches_remote_idx').on(t.remote, t.id)],
);
