/**
 * GET /api/v1/dev/outbox?phone=&country_code= (ARCHITECTURE §2). Registered only while the
 * SMS driver is `outbox` and never in production: it exposes verification codes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply';
import { createDevRepository } from './dev.repository';
import { createDevService } from './dev.service';
import './dev.messages';

const first = (v: unknown): string | undefined => {
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' ? s : undefined;
};

const dev: FastifyPluginAsync = async (api) => {
  const { config, db } = api.deps;
  if (config.sms.driver !== 'outbox' || config.env === 'production') return;
  const service = createDevService(createDevRepository(db));

  api.get<{ Querystring: Record<string, unknown> }>('/dev/outbox', async (request) =>
    ok(request, await service.outbox(first(request.query.phone), first(request.query.country_code))),
  );
};

export default dev;
