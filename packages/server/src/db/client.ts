/**
 * Database connection: PGlite (PostgreSQL in-process, data on disk or in memory) by
 * default, a real PostgreSQL when DATABASE_URL is set. Both speak the same SQL and run
 * the same migrations, including pg_trgm for search.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… ; null for PGlite. */
  url: string | null;
  /** PGlite data directory; null keeps it in memory (tests). */
  dataDir: string | null;
  poolSize?: number;
}

/** Per PostgreSQL database: pools whose connections open with given session settings. */
const settingsPools = new WeakMap<object, (settings: Record<string, string>) => pg.Pool>();

/**
 * PostgreSQL: a pool (as large as the main one) of connections opened with `settings` (run-time parameters sent
 * at connection start, e.g. the catalogue search's planner settings), one per distinct set,
 * made on first use and closed with the database; a statement sent on it needs no
 * transaction and no SET round trip. null on PGlite (one connection: set them per transaction).
 */
export function poolWithSettings(db: Db, settings: Record<string, string>): pg.Pool | null {
  return settingsPools.get(db)?.(settings) ?? null;
}

/**
 * Changes to the database this process can know of without asking it: a counter that moves
 * with every statement other than a SELECT this process sends on the main pool (when it is
 * sent and when it completes, so a COMMIT that has returned has moved it) and with every
 * notification on `channel` (other processes' commits). `stamp()` is null while the channel
 * is not listened to (not yet, or the connection was lost): then nothing can be known.
 */
export interface ChangeWatch {
  stamp(): number | null;
  /** The notifications on `channel` alone (other processes' commits and this one's); null when not listened to. */
  notes(): number | null;
}

const changeWatches = new WeakMap<object, (channel: string) => ChangeWatch>();

/** A ChangeWatch of `channel` (PostgreSQL; null on PGlite). */
export function watchChanges(db: Db, channel: string): ChangeWatch | null {
  return changeWatches.get(db)?.(channel) ?? null;
}

/** Counts every statement but a SELECT sent on `client`, when sent and when completed. */
function countWrites(client: pg.PoolClient, count: () => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const q = args[0] as string | { text?: string } | undefined;
    const text = typeof q === 'string' ? q : q?.text;
    if (typeof text !== 'string' || /^\s*select\b/i.test(text)) return query(...args);
    count();
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...r: unknown[]) => {
        count();
        return (callback as (...a: unknown[]) => unknown)(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) return result.finally(count);
    return result;
  }) as typeof client.query;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: url, max });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const extra = new Map<string, pg.Pool>();
    let writes = 0;
    pool.on('connect', (client) =>
      countWrites(client, () => {
        writes++;
      }),
    );
    const listeners = new Map<string, { client: pg.Client; notes: number; listening: boolean }>();
    changeWatches.set(db, (channel) => {
      let l = listeners.get(channel);
      if (!l) {
        const entry = { client: new pg.Client({ connectionString: url }), notes: 0, listening: false };
        l = entry;
        listeners.set(channel, entry);
        const lost = () => {
          entry.listening = false;
        };
        entry.client.on('notification', () => {
          entry.notes++;
        });
        entry.client.on('error', lost);
        entry.client.on('end', lost);
        entry.client
          .connect()
          .then(() => entry.client.query(`listen "${channel.replace(/"/g, '""')}"`))
          .then(() => {
            entry.listening = true;
          })
          .catch(lost);
      }
      const entry = l;
      return { stamp: () => (entry.listening ? writes + entry.notes : null), notes: () => (entry.listening ? entry.notes : null) };
    });
    settingsPools.set(db, (settings) => {
      const options = Object.entries(settings)
        .map(([k, v]) => `-c ${k}=${v}`)
        .join(' ');
      let p = extra.get(options);
      if (!p) {
        p = new pg.Pool({ connectionString: url, max, options });
        // An idle connection ended by the server (a dropped test database): pg drops it; keep the process up.
        p.on('error', () => {});
        extra.set(options, p);
      }
      return p;
    });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('create extension if not exists pg_trgm');
        } finally {
          client.release();
        }
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      close: async () => {
        await Promise.all([...extra.values()].map((p) => p.end()));
        await Promise.all([...listeners.values()].map((l) => l.client.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir ?? undefined, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
