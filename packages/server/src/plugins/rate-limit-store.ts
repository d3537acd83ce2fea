/**
 * Where the API limit per address counts, so every process counts the same calls:
 * - Redis (REDIS_URL): @fastify/rate-limit's own Redis store (one script per call);
 * - PostgreSQL without Redis: the `throttles` table (the sign-in and code throttles' table),
 *   one upsert per call, on a pool of its own: the catalogue caches count the statements sent on
 *   the main pool as possible catalogue writes (db/client.ts watchChanges), and a counter is not one;
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

/** One more call in the address's fixed window; an elapsed window restarts at 1. */
const HIT = `insert into throttles (key, hits, reset_at, last_hit_at) values ($1, 1, $3, $2)
  on conflict (key) do update set
    hits = case when throttles.reset_at <= $2 then 1 else throttles.hits + 1 end,
    reset_at = case when throttles.reset_at <= $2 then $3 else throttles.reset_at end,
    last_hit_at = $2
  returning hits, reset_at`;

type IncrCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

export function rateLimitStore(database: Database, redis: Redis | null): Pick<RateLimitPluginOptions, 'redis' | 'store' | 'nameSpace'> {
  if (redis) return { redis, nameSpace: KEY_PREFIX };
  const pool = poolWithSettings(database.db, { application_name: 'souq-rate-limit' });
  if (!pool) return {};
  class DatabaseStore {
    incr(key: string, cb: IncrCallback, timeWindow: number) {
      const now = new Date();
      pool!
        .query<{ hits: number; reset_at: Date }>(HIT, [KEY_PREFIX + key, now, new Date(now.getTime() + timeWindow)])
        .then(({ rows: [row] }) => cb(null, { current: row!.hits, ttl: Math.max(0, row!.reset_at.getTime() - now.getTime()) }), cb);
    }
    child() {
      return this;
    }
  }
  return { store: DatabaseStore as unknown as RateLimitPluginOptions['store'] };
}
