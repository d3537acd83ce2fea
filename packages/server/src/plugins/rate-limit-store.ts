/**
 * Where the API limit per address counts, so every process counts the same calls:
 * - Redis (REDIS_URL): @fastify/rate-limit's own Redis store (one script per call);
 * - PostgreSQL without Redis: the `throttles` table (the sign-in and code throttles' table),
 *   on a pool of its own: the catalogue caches count the statements sent on the main pool as
 *   possible catalogue writes (db/client.ts watchChanges), and a counter is not one. One upsert
 *   per address and round trip: the calls of an address that come while its upsert runs wait
 *   and are counted together by the next one (`hits + n`), each answered with its own place in
 *   the count, as if they had been sent one by one. Fifty concurrent calls from one address
 *   used to be fifty updates of one row, each waiting for the previous one's commit (≈ 200 a
 *   second on a loaded two-core machine: the ceiling of every API call, docs/perf/provider-search.md).
 *   The pool's sessions commit without waiting for the WAL flush (synchronous_commit off): a
 *   crash can lose the last fraction of a second of counts, which only lets a few more calls
 *   through once;
 * - PGlite: this process's memory. The embedded database lives inside one process, so there is
 *   no other process to count with.
 * A store that cannot be reached fails the call (503, lib/unavailable.ts) rather than letting
 * it through uncounted.
 * @see https://github.com/fastify/fastify-rate-limit#custom-store
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { type Database, poolWithSettings } from '../db/client';

/** The `throttles` keys of the API limit (beside `login:…`, `code-send:…`). */
const KEY_PREFIX = 'api-rate:';

/** $4 more calls in the address's fixed window; an elapsed window restarts at $4. */
const HIT = `insert into throttles (key, hits, reset_at, last_hit_at) values ($1, $4, $3, $2)
  on conflict (key) do update set
    hits = case when throttles.reset_at <= $2 then $4 else throttles.hits + $4 end,
    reset_at = case when throttles.reset_at <= $2 then $3 else throttles.reset_at end,
    last_hit_at = $2
  returning hits, reset_at`;

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

export function rateLimitStore(database: Database, redis: Redis | null): Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace'> {
  if (redis) return { redis, nameSpace: KEY_PREFIX };
  const pool = poolWithSettings(database.db, { application_name: 'souq-rate-limit', synchronous_commit: 'off' });
  if (!pool) return {};
  const db = pool;
  /** Per address: the calls waiting for the upsert after the one running (an entry exists while one runs). */
  const waiting = new Map<string, { cb: IncrCallback; timeWindow: number }[]>();
  function send(key: string, calls: { cb: IncrCallback; timeWindow: number }[]) {
    const now = new Date();
    const n = calls.length;
    const timeWindow = calls[0]?.timeWindow ?? 60_000;
    waiting.set(key, []);
    db.query<{ hits: number; reset_at: Date }>(HIT, [KEY_PREFIX + key, now, new Date(now.getTime() + timeWindow), n])
      .then(
        ({ rows: [row] }) => {
          const ttl = Math.max(0, row!.reset_at.getTime() - now.getTime());
          calls.forEach((c, i) => {
            c.cb(null, { current: row!.hits - n + i + 1, ttl });
          });
        },
        (err: Error) => {
          for (const c of calls) c.cb(err);
        },
      )
      .finally(() => {
        const next = waiting.get(key) ?? [];
        if (next.length) send(key, next);
        else waiting.delete(key);
      });
  }
  class DatabaseStore {
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      const queue = waiting.get(key);
      if (queue) queue.push({ cb, timeWindow });
      else send(key, [{ cb, timeWindow }]);
    }
    child() {
      return this;
    }
  }
  return { store: DatabaseStore as unknown as RateLimitPluginOptions['store'] };
}
