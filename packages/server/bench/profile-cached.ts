/**
 * Where a cached catalogue answer spends its time: one process, no sockets, the
 * median of many calls of each layer, so a loaded machine slows every figure alike and the
 * shares stay comparable. Needs a database already seeded with bench/seed-catalog.ts.
 *
 *   DATABASE_URL=postgres://…/souq_perf npx tsx bench/profile-cached.ts
 *
 * Layers: the whole request through Fastify (inject, cache hit); the service call alone
 * (catalogue-version read + cache lookup + cards); the catalogue-version read alone (one
 * round trip); the response serialized from the zod schema vs JSON.stringify; and a bare
 * Fastify route answering a fixed page through inject (the floor of inject itself).
 */
import os from 'node:os';
import { catalog as api, envelopeSchema } from '@souq/contracts';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { buildApp } from '../src/app';
import { benchInfrastructure } from './harness';
import { sortedTimings } from './timings';

const N = Number(process.env.RUNS ?? 2000);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a PostgreSQL database seeded with bench/seed-catalog.ts)');
const { config, infra } = await benchInfrastructure(url, 'prof');
const app = await buildApp({ config, ...infra, logger: false });
await app.ready();

async function median(label: string, fn: () => unknown): Promise<number> {
  for (let i = 0; i < 50; i++) await fn();
  const times = await sortedTimings(fn, N);
  const m = times[Math.floor(times.length / 2)] ?? 0;
  console.log(`| ${label} | ${(m * 1000).toFixed(0)} |`);
  return m;
}

const body = { name: 'احمد' };
const headers = { 'content-type': 'application/json', authorization: 'Bearer null', lang: 'ar' };
const res = await app.inject({ method: 'POST', url: '/api/v1/user/provider/search', headers, payload: body });
const envelope = res.json();
const bare = Fastify({ logger: false });
bare.post('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(res.body));
await bare.ready();
const serialize = serializerCompiler({ schema: envelopeSchema(api.searchProviders.response), method: 'POST', url: '/x' } as never) as (
  d: unknown,
) => string;
const ctx = { lang: 'ar' as const, baseUrl: 'http://bench.local', principal: null };

console.log(`${N} calls each, median µs (load average ${os.loadavg()[0]?.toFixed(1)})\n`);
console.log('| layer | median µs |\n|---|---:|');
const whole = await median('whole cached request (inject)', () =>
  app.inject({ method: 'POST', url: '/api/v1/user/provider/search', headers, payload: body }),
);
await median('unknown path through the app (inject, 404: hooks without a handler)', () =>
  app.inject({ method: 'POST', url: '/api/v1/no-such-call', headers, payload: body }),
);
const floor = await median('bare route, same page (inject)', () => bare.inject({ method: 'POST', url: '/bare', headers, payload: body }));
const service = await median('service call (version read + cache hit + cards)', () =>
  app.services.catalog.searchProviders(ctx as never, { name: 'احمد', page: 1 }),
);
const version = await median('catalogue-version read alone (one query)', () =>
  infra.database.db.execute(sql`select last_value::text as v, is_called from catalog_version`),
);
const zod = await median('response serialized from the zod schema', () => serialize(envelope));
await median('JSON.stringify of the same envelope', () => JSON.stringify(envelope));
const rest = whole - floor - service - zod;
console.log(`\nhooks, validation and routing (whole − bare − service − serialization): ≈ ${(rest * 1000).toFixed(0)} µs`);
console.log(`version read share of the service call: ${((version / service) * 100).toFixed(0)} % (shared by concurrent hits under load)`);
await app.close();
await infra.database.close();
process.exit(0);
