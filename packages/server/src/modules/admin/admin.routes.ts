/**
 * Admin API (ARCHITECTURE §2): sign-in and approvals under /api/v1/admin. Every call but
 * login needs an admin token (roles in @souq/contracts admin); a customer's or provider's
 * token gets a localized fail.
 */
import { admin as api } from '@souq/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';

const admin: FastifyPluginAsync = async (app) => {
  const service = app.services.admin;

  route(app, api.login, async (request) => ok(request, await service.login(request.body, request.ip), 'admin.logged_in'));

  // An unknown id and a malformed one answer the same "not found".
  route(
    app,
    api.approveProvider,
    async (request) => ok(request, await service.approveProvider(request.params.id), 'admin.provider_approved'),
    {
      onInvalid: { msg: 'admin.provider_not_found' },
    },
  );
  route(
    app,
    api.approveProduct,
    async (request) => ok(request, await service.approveProduct(request.params.id), 'admin.product_approved'),
    {
      onInvalid: { msg: 'admin.product_not_found' },
    },
  );
};

export default admin;
