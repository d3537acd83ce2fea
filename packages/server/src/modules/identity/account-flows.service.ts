/**
 * The account flows customers and providers share: activation codes, login checks,
 * password change, phone change, password reset. Each role plugs in its own account
 * store; the rules live here.
 */
import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import type { Db } from '../../db/client';
import { DomainError, fail } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { sha256, type TokenRepository } from '../auth/token.repository';
import type { Storage } from '../storage/storage';
import { hashSecret, verifyAgainstNothing, verifySecret } from './password';
import { normalizePhone, samePhone, type Phone } from './phone';
import type { ResetTokenRepository } from './reset-token.repository';
import { THROTTLE_RULES, type ThrottleService } from './throttle.service';
import type { AccountRole, CodeKey } from './verification-code.repository';
import type { VerificationCodeService } from './verification-code.service';

export interface AccountRecord {
  id: number;
  countryCode: string;
  phone: string;
  passwordHash: string;
  isActive: boolean;
  /** Suspended by an administrator: sign-in is refused until reinstated. */
  suspendedAt: Date | null;
}

/** What the flows need from a role's repository. */
export interface AccountStore {
  role: AccountRole;
  findByPhone(p: Phone): Promise<AccountRecord | null>;
  findById(id: number): Promise<AccountRecord | null>;
  phoneTaken(p: Phone, exceptId?: number): Promise<boolean>;
  setPassword(exec: Db, id: number, passwordHash: string): Promise<void>;
  setPhone(exec: Db, id: number, p: Phone): Promise<void>;
  activate(exec: Db, id: number): Promise<void>;
  /**
   * Clears what the registration set besides the phone and password (names, email, photo…):
   * the phone's owner reclaiming a never-activated account must not inherit a stranger's
   * identity. Returns the stored file it no longer points at, if any.
   */
  forgetRegistration(exec: Db, id: number): Promise<string | null>;
}

export interface FlowDeps {
  db: Db;
  codes: VerificationCodeService;
  throttle: ThrottleService;
  tokens: TokenRepository;
  resetTokens: ResetTokenRepository;
  storage: Storage;
  now: () => Date;
}

/** Who is calling: the language of the answers, and the client's address and browser. */
export interface ClientCtx {
  lang: Lang;
  ip: string;
  userAgent: string;
}

const MINUTE = 60_000;
/** How long a verified reset code's token may set the new password. */
export const RESET_TOKEN_MINUTES = 10;
/**
 * The existing client cannot send the token: its reset is accepted without one only from the
 * address and User-Agent that verified the code, within this many minutes, once.
 */
export const RESET_SAME_CLIENT_MINUTES = 5;

export interface PhoneInput {
  country_code: string;
  phone: string;
}
export interface CodeInput extends PhoneInput {
  code: string;
}

/** A valid phone for the dial code, or the localized "invalid phone" failure. */
export function requirePhone(countryCode: string, raw: string, field = 'fields.phone'): Phone {
  const p = normalizePhone(countryCode, raw);
  if (!p) throw fail('validation.phone', { field });
  return p;
}

export function createAccountFlows(deps: FlowDeps, store: AccountStore) {
  const { db, codes, throttle, tokens, resetTokens, now } = deps;
  const role = store.role;
  const keyFor = (a: { id: number } & Phone, purpose: CodeKey['purpose']): CodeKey => ({
    role,
    subjectId: a.id,
    purpose,
    countryCode: a.countryCode,
    phone: a.phone,
  });
  /** Every login counter of a phone starts with this; one counter per address. */
  const loginPrefix = (p: Phone) => `login:${role}:${p.countryCode}${p.phone}:`;

  async function accountByPhone(input: PhoneInput): Promise<AccountRecord> {
    const account = await store.findByPhone(requirePhone(input.country_code, input.phone));
    if (!account) throw fail('identity.account_not_found');
    return account;
  }

  async function accountById(id: number): Promise<AccountRecord> {
    const account = await store.findById(id);
    // A token of a deleted account is no session.
    if (!account) throw new DomainError('unauthenticated', 'unauthenticated');
    return account;
  }

  /** The signed-in account, checking that the phone the client sent is its own. */
  async function ownAccount(id: number, input: PhoneInput): Promise<AccountRecord> {
    const account = await accountById(id);
    const p = requirePhone(input.country_code, input.phone);
    if (!samePhone(p, account)) throw fail('identity.not_your_phone');
    return account;
  }

  const flows = {
    accountById,

    // ---- activation ------------------------------------------------------------

    async sendActivationCode(input: PhoneInput, ctx: ClientCtx): Promise<void> {
      const account = await accountByPhone(input);
      if (account.isActive) throw fail('identity.already_active');
      await codes.issue(keyFor(account, 'active'), ctx.lang, ctx.ip);
    },

    /** Checks the activation code and activates the account; returns it. */
    async activate(input: CodeInput, ctx: Pick<ClientCtx, 'ip'>): Promise<AccountRecord> {
      const account = await accountByPhone(input);
      if (account.isActive) throw fail('identity.already_active');
      const row = await codes.verify(keyFor(account, 'active'), input.code, ctx.ip);
      await db.transaction(async (tx) => {
        await store.activate(tx, account.id);
        await codes.consume([row.id], tx);
      });
      return { ...account, isActive: true };
    },

    // ---- login -----------------------------------------------------------------

    /**
     * Phone + password check, throttled per phone and address (growing delays) and per address.
     * Failures from one address never slow the owner down at another. Unknown phone and
     * wrong password answer alike. An account whose phone is not confirmed is refused with
     * data {needs_activation: true}; it gets a fresh code only when the last is older than 60 s.
     */
    async checkLogin(input: PhoneInput & { password: string }, ctx: ClientCtx): Promise<AccountRecord> {
      const p = requirePhone(input.country_code, input.phone);
      const pairKey = `${loginPrefix(p)}${ctx.ip}`;
      const ipKey = `login-ip:${ctx.ip}`;
      await throttle.assertOpen(pairKey, THROTTLE_RULES.loginPerPhoneAndIp);
      await throttle.assertOpen(ipKey, THROTTLE_RULES.loginPerIp);
      const account = await store.findByPhone(p);
      const ok = account ? await verifySecret(account.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      if (!account || !ok) {
        await throttle.hit(pairKey, THROTTLE_RULES.loginPerPhoneAndIp);
        await throttle.hit(ipKey, THROTTLE_RULES.loginPerIp);
        throw fail('identity.invalid_credentials');
      }
      await throttle.clear(pairKey);
      if (account.suspendedAt) throw fail('identity.suspended');
      if (!account.isActive) {
        const key = keyFor(account, 'active');
        if ((await codes.secondsUntilResend(key)) === 0) {
          try {
            await codes.issue(key, ctx.lang, ctx.ip);
          } catch (err) {
            // The send cap may be reached; the answer stays "activate first".
            if (!(err instanceof DomainError)) throw err;
          }
        }
        throw fail('identity.needs_activation', {}, { needs_activation: true });
      }
      return account;
    },

    // ---- password change (signed in) -------------------------------------------

    async passwordChangeSendCode(id: number, input: PhoneInput, ctx: ClientCtx): Promise<void> {
      const account = await ownAccount(id, input);
      await codes.issue(keyFor(account, 'change_password'), ctx.lang, ctx.ip);
    },

    async passwordChangeVerify(id: number, input: CodeInput, ctx: Pick<ClientCtx, 'ip'>): Promise<void> {
      const account = await ownAccount(id, input);
      await codes.verify(keyFor(account, 'change_password'), input.code, ctx.ip);
    },

    /** Needs a change_password code verified in the last 10 minutes; signs out everywhere. */
    async passwordUpdate(id: number, input: { old_password: string; password: string }): Promise<void> {
      const account = await accountById(id);
      const row = await codes.requireVerified(keyFor(account, 'change_password'));
      const key = `password:${role}:${id}`;
      await throttle.assertOpen(key, THROTTLE_RULES.loginPerPhoneAndIp);
      if (!(await verifySecret(account.passwordHash, input.old_password))) {
        await throttle.hit(key, THROTTLE_RULES.loginPerPhoneAndIp);
        throw fail('identity.old_password_wrong');
      }
      const passwordHash = await hashSecret(input.password);
      await db.transaction(async (tx) => {
        await store.setPassword(tx, id, passwordHash);
        await codes.consume([row.id], tx);
      });
      await throttle.clear(key);
      await tokens.revokeAll(role, id);
    },

    // ---- phone change (signed in) ----------------------------------------------

    /** Step 1: a code to the current phone; restarts any unfinished change. */
    async phoneChangeSendCode(id: number, input: PhoneInput, ctx: ClientCtx): Promise<void> {
      const account = await ownAccount(id, input);
      const prepared = await codes.prepare(keyFor(account, 'change_phone'), ctx.ip);
      await db.transaction(async (tx) => {
        await codes.consumeAll(role, id, 'change_phone', tx);
        await codes.store(prepared, tx);
      });
      await codes.deliver(prepared, ctx.lang);
    },

    /**
     * Steps 2 and 4. Without a pending new phone it verifies the current phone's code.
     * With one, it checks the code sent to the new phone and switches the number; the
     * existing client sends the OLD phone here (docs/legacy-client.md#ec-6-17), ours the new one:
     * both are accepted. Returns whether the phone changed.
     */
    async verifyPhoneCode(id: number, input: CodeInput, ctx: Pick<ClientCtx, 'ip'>): Promise<{ changed: boolean }> {
      const account = await accountById(id);
      const given = requirePhone(input.country_code, input.phone);
      const pending = await codes.latestOpenElsewhere(role, id, 'change_phone', account);
      if (!pending) {
        if (!samePhone(given, account)) throw fail('identity.not_your_phone');
        await codes.verify(keyFor(account, 'change_phone'), input.code, ctx.ip);
        return { changed: false };
      }
      const next: Phone = { countryCode: pending.countryCode, phone: pending.phone };
      if (!samePhone(given, account) && !samePhone(given, next)) throw fail('identity.not_your_phone');
      await codes.verify({ ...keyFor(account, 'change_phone'), ...next }, input.code, ctx.ip);
      if (await store.phoneTaken(next, id)) throw fail('identity.phone_taken');
      try {
        await db.transaction(async (tx) => {
          await store.setPhone(tx, id, next);
          await codes.consumeAll(role, id, 'change_phone', tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw fail('identity.phone_taken');
        throw err;
      }
      await throttle.clearPrefix(loginPrefix(account));
      await tokens.revokeAll(role, id);
      return { changed: true };
    },

    /** Step 3: after the current phone was verified, a code to the new phone. */
    async phoneChange(id: number, input: { new_phone: string; country_code: string; phone?: string }, ctx: ClientCtx): Promise<void> {
      const account = await accountById(id);
      if (input.phone !== undefined) {
        // The current phone, typed next to the NEW phone's dial code; read it with the account's.
        const current = normalizePhone(account.countryCode, input.phone);
        if (!current || !samePhone(current, account)) throw fail('identity.not_your_phone');
      }
      const next = requirePhone(input.country_code, input.new_phone, 'fields.new_phone');
      await codes.requireVerified(keyFor(account, 'change_phone'));
      if (samePhone(next, account)) throw fail('identity.same_phone');
      if (await store.phoneTaken(next, id)) throw fail('identity.phone_taken');
      await codes.issue({ ...keyFor(account, 'change_phone'), ...next }, ctx.lang, ctx.ip);
    },

    // ---- password reset (signed out) -------------------------------------------

    /**
     * Answers alike, and takes about as long, whether the phone has an account or not: the
     * same throttles count and a code is made, hashed and stored either way (for no account:
     * under account 0, which nothing verifies against, so the 60 s resend wait is the same
     * too); only an account's code is texted.
     */
    async resetSendCode(input: PhoneInput, ctx: ClientCtx): Promise<void> {
      const p = requirePhone(input.country_code, input.phone);
      const account = await store.findByPhone(p);
      const prepared = await codes.prepare(keyFor(account ?? { id: 0, ...p }, 'reset_password'), ctx.ip);
      await codes.store(prepared);
      if (account) await codes.deliver(prepared, ctx.lang);
      else await codes.pretendDelivery();
    },

    /**
     * Checks the code and returns a one-time reset token for this account and phone, valid
     * for a few minutes. A phone without an account answers as one without a code.
     */
    async resetVerify(input: CodeInput, ctx: ClientCtx): Promise<{ reset_token: string }> {
      const p = requirePhone(input.country_code, input.phone);
      const account = await store.findByPhone(p);
      if (!account) return codes.verifyNothing(keyFor({ id: 0, ...p }, 'reset_password'), input.code, ctx.ip);
      await codes.verify(keyFor(account, 'reset_password'), input.code, ctx.ip);
      const token = randomBytes(32).toString('base64url');
      const at = now();
      await resetTokens.insert({
        role,
        subjectId: account.id,
        countryCode: account.countryCode,
        phone: account.phone,
        tokenHash: sha256(token),
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        createdAt: at,
        expiresAt: new Date(at.getTime() + RESET_TOKEN_MINUTES * MINUTE),
      });
      return { reset_token: token };
    },

    /**
     * Sets a new password with one of: the reset token from verify-code (our client), the code
     * itself (checked like verify-code), or neither (the existing client, which cannot carry
     * the token): then only from the address and User-Agent that verified the code, within a
     * few minutes. The proof is used once; every reset proof and code of the account is used
     * up, the phone is thereby confirmed, and every session ends. Reclaiming a registration
     * that was never activated also clears what its registrant set.
     */
    async resetPassword(input: PhoneInput & { code?: string; reset_token?: string; password: string }, ctx: ClientCtx): Promise<void> {
      const p = requirePhone(input.country_code, input.phone);
      const account = await store.findByPhone(p);
      if (!account) throw fail(input.reset_token ? 'identity.reset_token_invalid' : 'identity.verify_code_first');
      const owner = { role, subjectId: account.id, countryCode: account.countryCode, phone: account.phone };
      const at = now();
      if (input.reset_token) {
        if (!(await resetTokens.takeByHash(owner, sha256(input.reset_token), at))) throw fail('identity.reset_token_invalid');
      } else if (input.code !== undefined) {
        await codes.verify(keyFor(account, 'reset_password'), input.code, ctx.ip);
      } else {
        const since = new Date(at.getTime() - RESET_SAME_CLIENT_MINUTES * MINUTE);
        if (!(await resetTokens.takeBySameClient(owner, ctx, since, at))) throw fail('identity.verify_code_first');
      }
      const passwordHash = await hashSecret(input.password);
      const dropped = await db.transaction(async (tx) => {
        await store.setPassword(tx, account.id, passwordHash);
        let file: string | null = null;
        if (!account.isActive) {
          file = await store.forgetRegistration(tx, account.id);
          await store.activate(tx, account.id);
        }
        await codes.consumeAll(role, account.id, 'reset_password', tx);
        await resetTokens.useAll(tx, role, account.id, at);
        return file;
      });
      if (dropped) await deps.storage.remove(dropped);
      await throttle.clearPrefix(loginPrefix(account));
      await tokens.revokeAll(role, account.id);
    },
  };
  return flows;
}
export type AccountFlows = ReturnType<typeof createAccountFlows>;
