/**
 * Customer and provider account calls (docs/product/identity.md), at the exact paths the existing clients
 * use; schemas and roles come from @souq/contracts (identity). Thin handlers: service → ok().
 */
import { providerAccount, userAccount } from '@souq/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { requireRole, signedIn } from '../../lib/caller';
import type { AccountFlows } from './account-flows.service';
import type { RequestCtx } from './user-account.service';

const ctxOf = (request: Pick<FastifyRequest, 'lang' | 'baseUrl' | 'ip' | 'headers'>): RequestCtx => ({
  lang: request.lang,
  baseUrl: request.baseUrl,
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

type DeviceInput = { device_id?: string; device_type?: string };
const deviceOf = (input: DeviceInput) => ({ deviceId: input.device_id, deviceType: input.device_type });

/** Password change, phone change, password reset and activation codes: the same calls for both roles. */
function flowRoutes(api: FastifyInstance, e: typeof userAccount | typeof providerAccount, flows: AccountFlows) {
  route(api, e.passwordChangeSendCode, async (request) => {
    await flows.passwordChangeSendCode(signedIn(request).id, request.body, ctxOf(request));
    return ok(request, null, 'identity.code_sent');
  });
  route(api, e.passwordChangeVerifyCode, async (request) => {
    await flows.passwordChangeVerify(signedIn(request).id, request.body, ctxOf(request));
    return ok(request, null, 'identity.code_verified');
  });
  route(api, e.passwordUpdate, async (request) => {
    await flows.passwordUpdate(signedIn(request).id, request.body);
    return ok(request, null, 'identity.password_changed');
  });
  route(api, e.phoneChangeSendCode, async (request) => {
    await flows.phoneChangeSendCode(signedIn(request).id, request.body, ctxOf(request));
    return ok(request, null, 'identity.code_sent');
  });
  route(api, e.verifyCode, async (request) => {
    const { changed } = await flows.verifyPhoneCode(signedIn(request).id, request.body, ctxOf(request));
    return ok(request, null, changed ? 'identity.phone_changed' : 'identity.code_verified');
  });
  route(api, e.phoneChange, async (request) => {
    await flows.phoneChange(signedIn(request).id, request.body, ctxOf(request));
    return ok(request, null, 'identity.new_phone_code_sent');
  });
  route(api, e.passwordResetSendCode, async (request) => {
    await flows.resetSendCode(request.body, ctxOf(request));
    return ok(request, null, 'identity.code_sent');
  });
  route(api, e.passwordResetVerifyCode, async (request) =>
    ok(request, await flows.resetVerify(request.body, ctxOf(request)), 'identity.code_verified'),
  );
  route(api, e.resetPassword, async (request) => {
    await flows.resetPassword(request.body, ctxOf(request));
    return ok(request, null, 'identity.password_reset');
  });
  route(api, e.sendCode, async (request) => {
    await flows.sendActivationCode(request.body, ctxOf(request));
    return ok(request, null, 'identity.code_sent');
  });
}

const identityRoutes: FastifyPluginAsync = async (api) => {
  const { users, providers } = api.services;

  // ---- customers ---------------------------------------------------------------
  route(api, userAccount.register, async (request) =>
    ok(request, await users.register(request.body, ctxOf(request)), 'identity.registered'),
  );
  route(api, userAccount.activate, async (request) =>
    ok(request, await users.activate(request.body, deviceOf(request.body), ctxOf(request)), 'identity.activated'),
  );
  route(api, userAccount.login, async (request) =>
    ok(request, await users.login(request.body, deviceOf(request.body), ctxOf(request)), 'identity.logged_in'),
  );
  route(api, userAccount.logout, async (request) => {
    // Signing out twice is not an error: the client clears its session either way.
    if (request.principal) await users.logout(requireRole(request, 'user'));
    return ok(request, null, 'identity.logged_out');
  });
  route(api, userAccount.profile, async (request) => ok(request, await users.profile(signedIn(request).id)));
  route(api, userAccount.updateProfile, async (request) =>
    ok(request, await users.updateProfile(signedIn(request), request.body, deviceOf(request.body)), 'identity.profile_updated'),
  );
  flowRoutes(api, userAccount, users.flows);

  // ---- providers ---------------------------------------------------------------
  route(api, providerAccount.register, async (request) =>
    ok(request, await providers.register(request.body, ctxOf(request)), 'identity.registered'),
  );
  route(api, providerAccount.activate, async (request) => {
    const { msg, data } = await providers.activate(request.body, deviceOf(request.body), ctxOf(request));
    return ok(request, data, msg);
  });
  route(api, providerAccount.login, async (request) =>
    ok(request, await providers.login(request.body, deviceOf(request.body), ctxOf(request)), 'identity.logged_in'),
  );
  route(api, providerAccount.logout, async (request) => {
    if (request.principal) await providers.logout(requireRole(request, 'provider'));
    return ok(request, null, 'identity.logged_out');
  });
  route(api, providerAccount.profile, async (request) => ok(request, await providers.profile(signedIn(request).id, ctxOf(request))));
  route(api, providerAccount.updateProfile, async (request) =>
    ok(
      request,
      await providers.updateProfile(signedIn(request), request.body, deviceOf(request.body), ctxOf(request)),
      'identity.profile_updated',
    ),
  );
  flowRoutes(api, providerAccount, providers.flows);
};

export default identityRoutes;
