/**
 * Admin API (docs/architecture.md#admin-api) under /api/v1/admin. Every call but login needs an
 * admin token (roles in @souq/contracts admin); anyone else gets `unauthenticated`. Handlers
 * are thin: the actor (admin id + address) goes to the services, which audit each change.
 */
import { admin as api } from '@souq/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { signedIn } from '../../lib/caller';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import type { Actor } from './admin.service';
import { registerAdminCatalogue } from './admin-catalogue.routes';
import { registerAdminExports } from './admin-exports.routes';
import { registerReleases } from '../releases/releases.routes';

const admin: FastifyPluginAsync = async (app) => {
  const s = app.services.admin;
  const money = app.services.adminMoney;
  const insight = app.services.adminInsight;
  const actor = (request: Pick<FastifyRequest, 'principal' | 'ip'>): Actor => ({ adminId: signedIn(request).id, ip: request.ip });
  const ctx = (request: FastifyRequest) => ({ lang: request.lang, baseUrl: request.baseUrl, storage: app.deps.storage });

  // ---- session and accounts ----------------------------------------------------------------
  route(app, api.login, async (request) => ok(request, await s.login(request.body, request.ip), 'admin.logged_in'));
  route(app, api.logout, async (request) => {
    await s.logout(signedIn(request), request.ip);
    return ok(request, null, 'admin.logged_out');
  });
  route(app, api.me, async (request) => ok(request, await s.me(signedIn(request).id)));
  route(app, api.totpEnrol, async (request) => ok(request, await s.totpEnrol(actor(request)), 'admin.totp_enrol_started'));
  route(app, api.totpConfirm, async (request) => ok(request, await s.totpConfirm(actor(request), request.body.otp), 'admin.totp_enabled'));
  route(app, api.admins, async (request) => ok(request, await s.admins(request.query)));
  route(app, api.createAdmin, async (request) => ok(request, await s.createAdmin(actor(request), request.body), 'admin.created'));
  const notFound = (msg: 'admin.admin_not_found' | 'admin.provider_not_found' | 'admin.user_not_found' | 'admin.product_not_found') => ({
    onInvalid: { msg },
  });
  route(
    app,
    api.suspendAdmin,
    async (request) => ok(request, await s.setAdminSuspended(actor(request), request.params.id, true), 'admin.suspended_done'),
    notFound('admin.admin_not_found'),
  );
  route(
    app,
    api.reinstateAdmin,
    async (request) => ok(request, await s.setAdminSuspended(actor(request), request.params.id, false), 'admin.reinstated_done'),
    notFound('admin.admin_not_found'),
  );

  // ---- overview ----------------------------------------------------------------------------------
  route(app, api.dashboard, async (request) => ok(request, await insight.dashboard(request.lang)));
  route(app, api.auditLog, async (request) => ok(request, await insight.auditLog(request.query)));

  // ---- providers, customers, products ---------------------------------------------------------------
  route(app, api.providers, async (request) => ok(request, await s.providers(ctx(request), request.query)));
  route(
    app,
    api.approveProvider,
    async (request) => ok(request, await s.approveProvider(ctx(request), actor(request), request.params.id), 'admin.provider_approved'),
    notFound('admin.provider_not_found'),
  );
  route(app, api.rejectProvider, async (request) =>
    ok(request, await s.rejectProvider(ctx(request), actor(request), request.params.id, request.body.reason), 'admin.provider_rejected'),
  );
  route(
    app,
    api.suspendProvider,
    async (request) =>
      ok(
        request,
        await s.setProviderSuspended(ctx(request), actor(request), request.params.id, true, request.body.reason),
        'admin.suspended_done',
      ),
    notFound('admin.provider_not_found'),
  );
  route(
    app,
    api.reinstateProvider,
    async (request) =>
      ok(request, await s.setProviderSuspended(ctx(request), actor(request), request.params.id, false), 'admin.reinstated_done'),
    notFound('admin.provider_not_found'),
  );
  route(app, api.users, async (request) => ok(request, await s.users(request.query)));
  route(
    app,
    api.suspendUser,
    async (request) =>
      ok(request, await s.setUserSuspended(actor(request), request.params.id, true, request.body.reason), 'admin.suspended_done'),
    notFound('admin.user_not_found'),
  );
  route(
    app,
    api.reinstateUser,
    async (request) => ok(request, await s.setUserSuspended(actor(request), request.params.id, false), 'admin.reinstated_done'),
    notFound('admin.user_not_found'),
  );
  route(app, api.products, async (request) => ok(request, await s.products(ctx(request), request.query)));
  route(
    app,
    api.approveProduct,
    async (request) => ok(request, await s.approveProduct(ctx(request), actor(request), request.params.id), 'admin.product_approved'),
    notFound('admin.product_not_found'),
  );
  route(app, api.rejectProduct, async (request) =>
    ok(request, await s.rejectProduct(ctx(request), actor(request), request.params.id, request.body.reason), 'admin.product_rejected'),
  );

  // ---- orders, complaints, settlements ------------------------------------------------------------------
  route(app, api.orders, async (request) => ok(request, await insight.orders(request.lang, request.query)));
  route(app, api.order, async (request) => ok(request, await insight.order(ctx(request), request.params.id, request.query.kind)), {
    onInvalid: { msg: 'admin.order_not_found' },
  });
  route(app, api.complaints, async (request) => ok(request, await money.complaints(ctx(request), request.query)));
  route(app, api.complaint, async (request) => ok(request, await money.complaint(ctx(request), request.params.id)), {
    onInvalid: { msg: 'admin.complaint_not_found' },
  });
  route(app, api.resolveComplaint, async (request) =>
    ok(request, await money.resolveComplaint(ctx(request), actor(request), request.params.id, request.body), 'admin.complaint_resolved'),
  );
  route(app, api.settlements, async (request) => ok(request, await money.settlements(request.query)));
  route(app, api.paySettlement, async (request) =>
    ok(request, await money.settleSettlement(actor(request), request.params.id, 'paid', request.body.reference), 'admin.settlement_paid'),
  );
  route(app, api.rejectSettlement, async (request) =>
    ok(
      request,
      await money.settleSettlement(actor(request), request.params.id, 'rejected', request.body.reason),
      'admin.settlement_rejected',
    ),
  );

  // ---- settings, catalogue, exports -----------------------------------------------------------------------
  route(app, api.settings, async (request) => ok(request, await insight.settings()));
  route(app, api.updateSettings, async (request) => ok(request, await insight.updateSettings(actor(request), request.body), 'admin.saved'));
  registerAdminCatalogue(app, actor);
  registerAdminExports(app, actor);
  registerReleases(app);
};

export default admin;
