/**
 * Health for a load balancer or an orchestrator, outside /api/v1 (no rate limit, no token):
 * - GET /health/live: 200 while the process runs and serves (restart it otherwise);
 * - GET /health/ready: 200 when the database, Redis (when configured) and storage all answer,
 *   else 503 naming the failing parts (send no traffic here meanwhile). Each check has its own
 *   short deadline, so a hung service answers 503 in time instead of hanging the probe.
 * While the process shuts down Fastify answers 503 to new requests (return503OnClosing).
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import { envelope } from '../../lib/envelope';
import { t } from '../../lib/i18n';
import type { Storage } from '../storage/storage';

/** How long a check may take before it counts as down. */
const CHECK_MS = 2000;

export type PartState = 'up' | 'down' | 'off';
export type Part = 'database' | 'redis' | 'storage';

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), CHECK_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const state = (check: () => Promise<unknown>): Promise<PartState> =>
  within(check()).then(
    () => 'up' as const,
    () => 'down' as const,
  );

/** Every part's state, checked at once. */
export async function readiness(deps: { db: Db; redis: Redis | null; storage: Storage }): Promise<Record<Part, PartState>> {
  const { db, redis, storage } = deps;
  const [database, redisState, storageState] = await Promise.all([
    state(() => db.execute(sql`select 1`)),
    redis ? state(() => redis.ping()) : Promise.resolve('off' as const),
    state(() => storage.check()),
  ]);
  return { database, redis: redisState, storage: storageState };
}

const health: FastifyPluginAsync = async (app) => {
  const noCache = { 'cache-control': 'no-store' };
  app.get('/health/live', { schema: { hide: true } }, async (request, reply) =>
    reply.headers(noCache).send(envelope('success', t(request.lang ?? 'ar', 'live'), { status: 'live' })),
  );
  app.get('/health/ready', { schema: { hide: true } }, async (request, reply) => {
    const lang = request.lang ?? 'ar';
    const parts = await readiness(app.deps);
    const failing = (Object.keys(parts) as Part[]).filter((p) => parts[p] === 'down');
    reply.headers(noCache);
    if (!failing.length) return reply.send(envelope('success', t(lang, 'ready'), parts));
    const names = failing.map((p) => t(lang, `health.${p}`)).join(lang === 'ar' ? '، ' : ', ');
    return reply.status(503).send(envelope('fail', t(lang, 'not_ready', { parts: names }), parts));
  });
};

export default health;
