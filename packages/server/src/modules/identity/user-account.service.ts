/**
 * Customer accounts: registration, activation, login, profile. The shared code flows
 * (password change and reset, phone change) come from account-flows.
 */
import type { UserProfile, UserSession } from '@souq/contracts';
import { fail } from '../../lib/errors';
import type { Principal } from '../../lib/caller';
import type { RequestContext } from '../../lib/request-context';
import { isUniqueViolation } from '../../lib/db-errors';
import { type ClientCtx, createAccountFlows, requirePhone, type FlowDeps } from './account-flows.service';
import { hashSecret } from './password';
import type { PreparedCode } from './verification-code.service';
import { toUserProfile, toUserSession } from './user-account.dto';
import type { UserAccountRepository } from './user-account.repository';

export interface RequestCtx extends ClientCtx, RequestContext {}
export interface Device {
  deviceId?: string;
  deviceType?: string;
}

export function createUserAccountService(deps: FlowDeps, repo: UserAccountRepository) {
  const { db, codes, tokens } = deps;
  const flows = createAccountFlows(deps, repo);

  async function current(id: number) {
    const row = await repo.findById(id);
    if (!row) throw fail('identity.account_not_found');
    return row;
  }

  return {
    flows,

    async register(
      input: { user_name: string; email: string; country_code: string; phone: string; password: string },
      ctx: RequestCtx,
    ): Promise<{ id: number }> {
      const p = requirePhone(input.country_code, input.phone);
      if (await repo.phoneTaken(p)) throw fail('identity.phone_taken');
      await codes.chargeAddress(ctx.ip);
      const passwordHash = await hashSecret(input.password);
      const fresh = await codes.generate();
      // The account and its first code together; the SMS leaves once both are stored.
      let result: { id: number; prepared: PreparedCode };
      try {
        result = await db.transaction(async (tx) => {
          const user = await repo.insert(tx, { userName: input.user_name, email: input.email, ...p, passwordHash });
          const prepared: PreparedCode = { ...fresh, key: { role: 'user', subjectId: user.id, purpose: 'active', ...p } };
          await codes.store(prepared, tx);
          return { id: user.id, prepared };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fail('identity.phone_taken');
        throw err;
      }
      await codes.deliver(result.prepared, ctx.lang);
      return { id: result.id };
    },

    async activate(input: { country_code: string; phone: string; code: string }, device: Device, ctx: RequestCtx): Promise<UserSession> {
      const account = await flows.activate(input, ctx);
      const token = await tokens.issue('user', account.id, device);
      return toUserSession(await current(account.id), token);
    },

    async login(input: { country_code: string; phone: string; password: string }, device: Device, ctx: RequestCtx): Promise<UserSession> {
      const account = await flows.checkLogin(input, ctx);
      const token = await tokens.issue('user', account.id, device);
      return toUserSession(await current(account.id), token);
    },

    async logout(principal: Principal): Promise<void> {
      await tokens.revoke(principal.tokenId);
    },

    async profile(id: number): Promise<UserProfile> {
      return toUserProfile(await current(id));
    },

    /** Name and email; the phone and its dial code change only through the phone flow. Issues a new token. */
    async updateProfile(
      principal: Principal,
      input: { user_name: string; email: string; country_code?: string },
      device: Device,
    ): Promise<UserSession> {
      const row = await current(principal.id);
      if (input.country_code !== undefined && input.country_code !== row.countryCode) throw fail('identity.country_code_locked');
      await repo.updateProfile(principal.id, { userName: input.user_name, email: input.email });
      const token = await tokens.issue('user', principal.id, device);
      await tokens.revoke(principal.tokenId);
      return toUserSession(await current(principal.id), token);
    },
  };
}
export type UserAccountService = ReturnType<typeof createUserAccountService>;
