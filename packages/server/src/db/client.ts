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
  /** How to open another client on the same data (the job queue): PostgreSQL's URL, or the one PGlite instance. */
  connection: { url: string } | { pglite: PGlite };
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

/**
 * The notifications on a channel with their payloads, as they arrive: `onPayload(payload)`
 * for each, and `onPayload(null)` when some may have been missed (PostgreSQL: the listening
 * connection came up, or back). PostgreSQL: delivered after the sending transaction's commit,
 * from every process (this one's too); PGlite: its own commits', before the committing query
 * returns.
 */
export interface NotificationFeed {
  /** Whether notifications are received now (PostgreSQL: the listening connection is up; PGlite: LISTEN has run). */
  listening(): boolean;
  stop(): void;
}

const notificationFeeds = new WeakMap<object, (channel: string, onPayload: (payload: string | null) => void) => NotificationFeed>();

/** Subscribes to the notifications on `channel` (both databases). */
export function notificationFeed(db: Db, channel: string, onPayload: (payload: string | null) => void): NotificationFeed | null {
  return notificationFeeds.get(db)?.(channel, onPayload) ?? null;
}

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

/** The advisory lock key migrations run under (any fixed number no other code uses). */
const MIGRATION_LOCK = 7_211_030;
/** How long a query waits for a new connection before failing. */
const CONNECT_TIMEOUT_MS = 5000;
/** Longest wait between two attempts to listen again after the connection was lost. */
const RELISTEN_MAX_MS = 5000;

interface Listener {
  client: pg.Client | null;
  notes: number;
  listening: boolean;
  /** Subscribers to the payloads (notificationFeed); null = some may have been missed. */
  subscribers: Set<(payload: string | null) => void>;
}

/**
 * A connection that LISTENs on `channel`, opened again (1 s, 2 s, … 5 s apart) whenever it is
 * lost, for as long as the database is open. Coming back counts as one more notification: what
 * was committed while nobody listened cannot be known, so versions read before are stale.
 */
function listen(url: string, channel: string, closing: () => boolean): Listener {
  const entry: Listener = { client: null, notes: 0, listening: false, subscribers: new Set() };
  let attempt = 0;
  const open = () => {
    if (closing()) return;
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    entry.client = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      entry.listening = false;
      client.end().catch(() => undefined);
      attempt++;
      setTimeout(open, Math.min(RELISTEN_MAX_MS, 1000 * attempt)).unref();
    };
    client.on('notification', (m) => {
      entry.notes++;
      for (const f of entry.subscribers) f(m.payload ?? '');
    });
    client.on('error', onLost);
    client.on('end', onLost);
    client
      .connect()
      .then(() => client.query(`listen "${channel.replace(/"/g, '""')}"`))
      .then(() => {
        attempt = 0;
        entry.notes++;
        entry.listening = true;
        for (const f of entry.subscribers) f(null);
      })
      .catch(onLost);
  };
  open();
  return entry;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const url = opts.url;
    const max = opts.poolSize ?? 10;
    // A call waits at most this long for a connection while the server is away, then answers 503.
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection the server ended (a restart, a failover) errors on the pool; without a
    // listener that would end the process. pg drops it, and the next call opens a new one.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const extra = new Map<string, pg.Pool>();
    let writes = 0;
    pool.on('connect', (client) =>
      countWrites(client, () => {
        writes++;
      }),
    );
    const listeners = new Map<string, Listener>();
    let closing = false;
    const listenerOf = (channel: string): Listener => {
      let entry = listeners.get(channel);
      if (!entry) {
        entry = listen(url, channel, () => closing);
        listeners.set(channel, entry);
      }
      return entry;
    };
    changeWatches.set(db, (channel) => {
      const l = listenerOf(channel);
      return { stamp: () => (l.listening ? writes + l.notes : null), notes: () => (l.listening ? l.notes : null) };
    });
    notificationFeeds.set(db, (channel, onPayload) => {
      const l = listenerOf(channel);
      l.subscribers.add(onPayload);
      return { listening: () => l.listening, stop: () => l.subscribers.delete(onPayload) };
    });
    settingsPools.set(db, (settings) => {
      const options = Object.entries(settings)
        .map(([k, v]) => `-c ${k}=${v}`)
        .join(' ');
      let p = extra.get(options);
      if (!p) {
        p = new pg.Pool({ connectionString: url, max, options, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
        // An idle connection ended by the server (a dropped test database): pg drops it; keep the process up.
        p.on('error', () => {});
        extra.set(options, p);
      }
      return p;
    });
    return {
      db,
      kind: 'postgres',
      connection: { url },
      async migrate() {
        // Several processes start at once (replicas): one migrates, the others wait, then find nothing to do.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await client.query('create extension if not exists pg_trgm');
          await migratePg(drizzlePg(pool), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: async () => {
        closing = true;
        await Promise.all([...extra.values()].map((p) => p.end()));
        await Promise.all([...listeners.values()].map((l) => l.client?.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: opts.dataDir ?? undefined, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  notificationFeeds.set(db, (channel, onPayload) => {
    let listening = false;
    let stopped = false;
    let unlisten: (() => Promise<void>) | null = null;
    client
      .listen(channel, (payload) => onPayload(payload))
      .then((u) => {
        unlisten = u;
        if (stopped) void u().catch(() => undefined);
        else listening = true;
      })
      .catch(() => undefined);
    return {
      listening: () => listening && !stopped,
      stop: () => {
        stopped = true;
        listening = false;
        void unlisten?.().catch(() => undefined);
      },
    };
  });
  return {
    db,
    kind: 'pglite',
    connection: { pglite: client },
    async migrate() {
      await client.exec('create extension if not exists pg_trgm');
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
