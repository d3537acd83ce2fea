/**
 * Customer and provider account calls (spec §7), at the exact paths the existing clients
 * use. Thin handlers: validate → service → ok().
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { normalizePlain } from '../../plugins/form-body';
import type { AccountFlows } from './account-flows.service';
import './identity.messages';
import {
  codeForm,
  deviceOf,
  loginForm,
  passwordUpdateForm,
  phoneChangeForm,
  phoneForm,
  providerProfileForm,
  providerRegisterForm,
  resetPasswordForm,
  userProfileForm,
  userRegisterForm,
} from './identity.schemas';
import { createProviderAccountRepository } from './provider-account.repository';
import { createProviderAccountService } from './provider-account.service';
import { createThrottleRepository } from './throttle.repository';
import { createThrottleService } from './throttle.service';
import { createUserAccountRepository } from './user-account.repository';
import { createUserAccountService, type RequestCtx } from './user-account.service';
import { createVerificationCodeRepository } from './verification-code.repository';
import { createVerificationCodeService } from './verification-code.service';

const ctxOf = (request: FastifyRequest): RequestCtx => ({ lang: request.lang, baseUrl: request.baseUrl, ip: request.ip });

/**
 * Login bodies win over the query string: the existing client also puts country_code and
 * phone in an unencoded query, where '+966' arrives as ' 966' (existing-client §6.19).
 */
const bodyWithQuery = (request: FastifyRequest) => ({ ...normalizePlain(request.query), ...(request.body as Record<string, unknown>) });

/** Password change, phone change and password reset: the same calls for both roles. */
function flowRoutes(api: FastifyInstance, role: 'user' | 'provider', flows: AccountFlows) {
  api.post(`/${role}/password/change/send-code`, async (request) => {
    const me = requireRole(request, role);
    await flows.passwordChangeSendCode(me.id, validate(phoneForm, request.body), request.lang);
    return ok(request, null, 'identity.code_sent');
  });
  api.post(`/${role}/password/change/verify-code`, async (request) => {
    const me = requireRole(request, role);
    await flows.passwordChangeVerify(me.id, validate(codeForm, request.body));
    return ok(request, null, 'identity.code_verified');
  });
  api.post(`/${role}/password/update`, async (request) => {
    const me = requireRole(request, role);
    await flows.passwordUpdate(me.id, validate(passwordUpdateForm, request.body));
    return ok(request, null, 'identity.password_changed');
  });

  api.post(`/${role}/phone/change/send/code`, async (request) => {
    const me = requireRole(request, role);
    await flows.phoneChangeSendCode(me.id, validate(phoneForm, request.body), request.lang);
    return ok(request, null, 'identity.code_sent');
  });
  api.post(`/${role}/verify/code`, async (request) => {
    const me = requireRole(request, role);
    const { changed } = await flows.verifyPhoneCode(me.id, validate(codeForm, request.body));
    return ok(request, null, changed ? 'identity.phone_changed' : 'identity.code_verified');
  });
  api.post(`/${role}/phone/change`, async (request) => {
    const me = requireRole(request, role);
    await flows.phoneChange(me.id, validate(phoneChangeForm, request.body), request.lang);
    return ok(request, null, 'identity.new_phone_code_sent');
  });

  api.post(`/${role}/password/reset/send-code`, async (request) => {
    await flows.resetSendCode(validate(phoneForm, request.body), request.lang);
    return ok(request, null, 'identity.code_sent');
  });
  api.post(`/${role}/password/reset/verify-code`, async (request) => {
    await flows.resetVerify(validate(codeForm, request.body));
    return ok(request, null, 'identity.code_verified');
  });
  api.post(`/${role}/reset/password`, async (request) => {
    await flows.resetPassword(validate(resetPasswordForm, request.body));
    return ok(request, null, 'identity.password_reset');
  });

  api.post(`/${role}/code/send`, async (request) => {
    await flows.sendActivationCode(validate(phoneForm, request.body), request.lang);
    return ok(request, null, 'identity.code_sent');
  });
}

const identityRoutes: FastifyPluginAsync = async (api) => {
  const { db, sms, storage, tokens, now } = api.deps;
  const throttle = createThrottleService(createThrottleRepository(db), now);
  const codes = createVerificationCodeService({ db, repo: createVerificationCodeRepository(db), throttle, sms, now });
  const flowDeps = { db, codes, throttle, tokens };
  const users = createUserAccountService(flowDeps, createUserAccountRepository(db));
  const providers = createProviderAccountService({ ...flowDeps, storage }, createProviderAccountRepository(db));

  // ---- customers ---------------------------------------------------------------
  api.post('/user/register', async (request) => {
    const data = await users.register(validate(userRegisterForm, request.body), ctxOf(request));
    return ok(request, data, 'identity.registered');
  });
  api.post('/user/active/account', async (request) => {
    const input = validate(codeForm, request.body);
    return ok(request, await users.activate(input, deviceOf(input)), 'identity.activated');
  });
  api.post('/user/login', async (request) => {
    const input = validate(loginForm, bodyWithQuery(request));
    return ok(request, await users.login(input, deviceOf(input), ctxOf(request)), 'identity.logged_in');
  });
  api.post('/user/logout', async (request) => {
    // Signing out twice is not an error: the client clears its session either way.
    if (request.principal) await users.logout(requireRole(request, 'user'));
    return ok(request, null, 'identity.logged_out');
  });
  api.post('/user/show-profile', async (request) => {
    const me = requireRole(request, 'user');
    return ok(request, await users.profile(me.id));
  });
  api.post('/user/update/profile', async (request) => {
    const me = requireRole(request, 'user');
    const input = validate(userProfileForm, request.body);
    return ok(request, await users.updateProfile(me, input, deviceOf(input)), 'identity.profile_updated');
  });
  flowRoutes(api, 'user', users.flows);

  // ---- providers ---------------------------------------------------------------
  api.post('/provider/register', async (request) => {
    const data = await providers.register(validate(providerRegisterForm, request.body), ctxOf(request));
    return ok(request, data, 'identity.registered');
  });
  api.post('/provider/active/account', async (request) => {
    const input = validate(codeForm, request.body);
    const { msg, data } = await providers.activate(input, deviceOf(input), ctxOf(request));
    return ok(request, data, msg);
  });
  api.post('/provider/login', async (request) => {
    const input = validate(loginForm, bodyWithQuery(request));
    return ok(request, await providers.login(input, deviceOf(input), ctxOf(request)), 'identity.logged_in');
  });
  api.post('/provider/logout', async (request) => {
    if (request.principal) await providers.logout(requireRole(request, 'provider'));
    return ok(request, null, 'identity.logged_out');
  });
  api.post('/provider/profile', async (request) => {
    const me = requireRole(request, 'provider');
    return ok(request, await providers.profile(me.id, ctxOf(request)));
  });
  api.post('/provider/update/profile', async (request) => {
    const me = requireRole(request, 'provider');
    const input = validate(providerProfileForm, request.body);
    return ok(request, await providers.updateProfile(me, input, deviceOf(input), ctxOf(request)), 'identity.profile_updated');
  });
  flowRoutes(api, 'provider', providers.flows);
};

export default identityRoutes;
