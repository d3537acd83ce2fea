/**
 * The process's Redis connections (REDIS_URL): one for commands (limits, health) and the pair
 * the Socket.IO adapter publishes and subscribes on. None of them ever ends the process: a lost
 * Redis is retried every few seconds for as long as it takes, commands sent meanwhile fail at
 * once (no offline queue, so a call answers 503 instead of hanging), and `/health/ready` names it.
 * @see https://github.com/redis/ioredis#auto-reconnect
 */
import { Redis, type RedisOptions } from 'ioredis';

/** Waits between reconnection attempts: 100 ms more each time, at most 2 s. */
const retryStrategy = (times: number) => Math.min(times * 100, 2000);

export interface RedisLog {
  warn(obj: object, msg: string): void;
}

export function openRedis(url: string, log: RedisLog, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy,
    ...options,
  });
  // Without a listener ioredis prints every failed reconnection; one line per outage is enough.
  let down = false;
  redis.on('error', (err) => {
    if (!down) log.warn({ err }, 'redis unreachable; retrying');
    down = true;
  });
  redis.on('ready', () => {
    down = false;
  });
  // A first connection that fails keeps retrying in the background (retryStrategy).
  redis.connect().catch(() => undefined);
  return redis;
}

/** Closes a connection whatever its state (quit needs a live one). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
