/**
 * GET /api/v1/dev/outbox?phone=&country_code= (docs/architecture.md#sms). Registered only while the
 * SMS driver is `outbox` and never in production: it exposes verification codes.
 */
import { dev as api } from '@souq/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';

const dev: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  if (config.sms.driver !== 'outbox' || config.env === 'production') return;
  const service = app.services.dev;

  route(app, api.outbox, async (request) => ok(request, await service.outbox(request.query.phone, request.query.country_code)));
};

export default dev;
