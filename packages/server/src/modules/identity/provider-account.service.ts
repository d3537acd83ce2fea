/**
 * Provider accounts: registration (multipart, optional image), activation, login that
 * waits for administrator approval, profile. Shared code flows come from account-flows.
 */
import type { ProviderPendingApproval, ProviderProfile, ProviderSession } from '@souq/contracts';
import { fail } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import type { UploadedFile } from '../../lib/uploaded-file';
import type { Principal } from '../../lib/caller';
import { searchName } from '../catalog/search-index';
import { assertImage } from '../storage/storage';
import { isUniqueViolation } from '../../lib/db-errors';
import { createAccountFlows, requirePhone, type FlowDeps } from './account-flows.service';
import { hashSecret } from './password';
import { toProviderPendingApproval, toProviderProfile, toProviderSession } from './provider-account.dto';
import type { ProviderAccountRepository } from './provider-account.repository';
import type { Device, RequestCtx } from './user-account.service';
import type { PreparedCode } from './verification-code.service';
import type { DtoContext } from '../../lib/request-context';

const IMAGE_FOLDER = 'providers';

interface ProviderFields {
  name: string;
  email: string;
  city_id: number;
  section_id: number | null;
  image?: UploadedFile;
}

export function createProviderAccountService(deps: FlowDeps, repo: ProviderAccountRepository) {
  const { db, codes, tokens, storage } = deps;
  const flows = createAccountFlows(deps, repo);
  const dtoCtx = (ctx: RequestCtx): DtoContext => ({ lang: ctx.lang, baseUrl: ctx.baseUrl, storage });

  async function profileRow(id: number) {
    const row = await repo.findProfile(id);
    if (!row) throw fail('identity.account_not_found');
    return row;
  }

  /** City and section must exist; the image is checked by content. Nothing is written. */
  async function checkFields(input: ProviderFields): Promise<string | null> {
    if (!(await repo.cityExists(input.city_id))) throw fail('identity.city_not_found');
    if (input.section_id !== null && !(await repo.sectionExists(input.section_id))) throw fail('identity.section_not_found');
    return input.image ? assertImage(input.image) : null;
  }

  const writeOf = (input: ProviderFields) => ({
    name: input.name,
    searchName: searchName(input.name),
    email: input.email,
    cityId: input.city_id,
    sectionId: input.section_id,
  });

  return {
    flows,

    async register(
      input: ProviderFields & { country_code: string; phone: string; password: string },
      ctx: RequestCtx,
    ): Promise<{ id: number }> {
      const p = requirePhone(input.country_code, input.phone);
      if (await repo.phoneTaken(p)) throw fail('identity.phone_taken');
      const imageExt = await checkFields(input);
      await codes.chargeAddress(ctx.ip);
      const passwordHash = await hashSecret(input.password);
      const fresh = await codes.generate();
      const image = input.image && imageExt ? await storage.save(IMAGE_FOLDER, input.image, imageExt) : null;
      let result: { id: number; prepared: PreparedCode };
      try {
        result = await db.transaction(async (tx) => {
          const provider = await repo.insert(tx, { ...writeOf(input), ...p, passwordHash, image });
          const prepared: PreparedCode = { ...fresh, key: { role: 'provider', subjectId: provider.id, purpose: 'active', ...p } };
          await codes.store(prepared, tx);
          return { id: provider.id, prepared };
        });
      } catch (err) {
        if (image) await storage.remove(image);
        if (isUniqueViolation(err)) throw fail('identity.phone_taken');
        throw err;
      }
      await codes.deliver(result.prepared, ctx.lang);
      return { id: result.id };
    },

    /**
     * Confirms the phone. Not approved yet: no token, the "wait for approval" answer.
     * Approved before activation: the login payload.
     */
    async activate(
      input: { country_code: string; phone: string; code: string },
      device: Device,
      ctx: RequestCtx,
    ): Promise<{ msg: MessageKey; data: ProviderSession | ProviderPendingApproval }> {
      const account = await flows.activate(input, ctx);
      const row = await profileRow(account.id);
      if (!row.provider.isApproved) return { msg: 'identity.wait_approval', data: toProviderPendingApproval(row, ctx.lang) };
      const token = await tokens.issue('provider', account.id, device);
      return { msg: 'identity.activated', data: toProviderSession(row, token, dtoCtx(ctx)) };
    },

    async login(
      input: { country_code: string; phone: string; password: string },
      device: Device,
      ctx: RequestCtx,
    ): Promise<ProviderSession> {
      const account = await flows.checkLogin(input, ctx);
      const row = await profileRow(account.id);
      if (!row.provider.isApproved) throw fail('identity.wait_approval', {}, { is_approved: false });
      const token = await tokens.issue('provider', account.id, device);
      return toProviderSession(row, token, dtoCtx(ctx));
    },

    async logout(principal: Principal): Promise<void> {
      await tokens.revoke(principal.tokenId);
    },

    async profile(id: number, ctx: RequestCtx): Promise<ProviderProfile> {
      return toProviderProfile(await profileRow(id), dtoCtx(ctx));
    },

    /** Name, email, city, section, image; the phone changes only through the phone flow. Issues a new token. */
    async updateProfile(
      principal: Principal,
      input: ProviderFields & { country_code?: string },
      device: Device,
      ctx: RequestCtx,
    ): Promise<ProviderSession> {
      const before = await profileRow(principal.id);
      if (input.country_code !== undefined && input.country_code !== before.provider.countryCode) {
        throw fail('identity.country_code_locked');
      }
      const imageExt = await checkFields(input);
      const image = input.image && imageExt ? await storage.save(IMAGE_FOLDER, input.image, imageExt) : undefined;
      try {
        await repo.updateProfile(principal.id, { ...writeOf(input), ...(image ? { image } : {}) });
      } catch (err) {
        if (image) await storage.remove(image);
        throw err;
      }
      if (image && before.provider.image) await storage.remove(before.provider.image);
      const token = await tokens.issue('provider', principal.id, device);
      await tokens.revoke(principal.tokenId);
      return toProviderSession(await profileRow(principal.id), token, dtoCtx(ctx));
    },
  };
}
export type ProviderAccountService = ReturnType<typeof createProviderAccountService>;
