/**
 * The account flows customers and providers share: activation codes, login checks,
 * password change, phone change, password reset. Each role plugs in its own account
 * store; the rules (docs/architecture.md#verification-codes, docs/existing-client.md#ec-1-7, #ec-1-9, #ec-1-11, #ec-6-17, #ec-6-18) live here.
 */
import { isUniqueViolation } from '../../lib/db-errors';
import type { Db } from '../../db/client';
import { DomainError, fail } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import type { TokenRepository } from '../auth/token.repository';
import { hashSecret, verifyAgainstNothing, verifySecret } from './password';
import { normalizePhone, samePhone, type Phone } from './phone';
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
}

export interface FlowDeps {
  db: Db;
  codes: VerificationCodeService;
  throttle: ThrottleService;
  tokens: TokenRepository;
}

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
  const { db, codes, throttle, tokens } = deps;
  const role = store.role;
  const keyFor = (a: { id: number } & Phone, purpose: CodeKey['purpose']): CodeKey => ({
    role,
    subjectId: a.id,
    purpose,
    countryCode: a.countryCode,
    phone: a.phone,
  });
  const loginKey = (p: Phone) => `login:${role}:${p.countryCode}${p.phone}`;

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

    async sendActivationCode(input: PhoneInput, lang: Lang): Promise<void> {
      const account = await accountByPhone(input);
      if (account.isActive) throw fail('identity.already_active');
      await codes.issue(keyFor(account, 'active'), lang);
    },

    /** Checks the activation code and activates the account; returns it. */
    async activate(input: CodeInput): Promise<AccountRecord> {
      const account = await accountByPhone(input);
      if (account.isActive) throw fail('identity.already_active');
      const row = await codes.verify(keyFor(account, 'active'), input.code);
      await db.transaction(async (tx) => {
        await store.activate(tx, account.id);
        await codes.consume([row.id], tx);
      });
      return { ...account, isActive: true };
    },

    // ---- login -----------------------------------------------------------------

    /**
     * Phone + password check with throttling per phone and per address. Unknown phone and
     * wrong password answer alike. An account whose phone is not confirmed is refused with
     * data {needs_activation: true}; it gets a fresh code only when the last is older than 60 s.
     */
    async checkLogin(input: PhoneInput & { password: string }, ip: string, lang: Lang): Promise<AccountRecord> {
      const p = requirePhone(input.country_code, input.phone);
      const ipKey = `login-ip:${ip}`;
      await throttle.assertOpen(loginKey(p), THROTTLE_RULES.loginPerPhone);
      await throttle.assertOpen(ipKey, THROTTLE_RULES.loginPerIp);
      const account = await store.findByPhone(p);
      const ok = account ? await verifySecret(account.passwordHash, input.password) : await verifyAgainstNothing(input.password);
      if (!account || !ok) {
        await throttle.hit(loginKey(p), THROTTLE_RULES.loginPerPhone);
        await throttle.hit(ipKey, THROTTLE_RULES.loginPerIp);
        throw fail('identity.invalid_credentials');
      }
      await throttle.clear(loginKey(p));
      if (account.suspendedAt) throw fail('identity.suspended');
      if (!account.isActive) {
        const key = keyFor(account, 'active');
        if ((await codes.secondsUntilResend(key)) === 0) {
          try {
            await codes.issue(key, lang);
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

    async passwordChangeSendCode(id: number, input: PhoneInput, lang: Lang): Promise<void> {
      const account = await ownAccount(id, input);
      await codes.issue(keyFor(account, 'change_password'), lang);
    },

    async passwordChangeVerify(id: number, input: CodeInput): Promise<void> {
      const account = await ownAccount(id, input);
      await codes.verify(keyFor(account, 'change_password'), input.code);
    },

    /** Needs a change_password code verified in the last 10 minutes; signs out everywhere. */
    async passwordUpdate(id: number, input: { old_password: string; password: string }): Promise<void> {
      const account = await accountById(id);
      const row = await codes.requireVerified(keyFor(account, 'change_password'));
      const key = `password:${role}:${id}`;
      await throttle.assertOpen(key, THROTTLE_RULES.loginPerPhone);
      if (!(await verifySecret(account.passwordHash, input.old_password))) {
        await throttle.hit(key, THROTTLE_RULES.loginPerPhone);
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
    async phoneChangeSendCode(id: number, input: PhoneInput, lang: Lang): Promise<void> {
      const account = await ownAccount(id, input);
      const prepared = await codes.prepare(keyFor(account, 'change_phone'));
      await db.transaction(async (tx) => {
        await codes.consumeAll(role, id, 'change_phone', tx);
        await codes.store(prepared, tx);
      });
      await codes.deliver(prepared, lang);
    },

    /**
     * Steps 2 and 4. Without a pending new phone it verifies the current phone's code.
     * With one, it checks the code sent to the new phone and switches the number; the
     * existing client sends the OLD phone here (docs/existing-client.md#ec-6-17), ours the new one:
     * both are accepted. Returns whether the phone changed.
     */
    async verifyPhoneCode(id: number, input: CodeInput): Promise<{ changed: boolean }> {
      const account = await accountById(id);
      const given = requirePhone(input.country_code, input.phone);
      const pending = await codes.latestOpenElsewhere(role, id, 'change_phone', account);
      if (!pending) {
        if (!samePhone(given, account)) throw fail('identity.not_your_phone');
        await codes.verify(keyFor(account, 'change_phone'), input.code);
        return { changed: false };
      }
      const next: Phone = { countryCode: pending.countryCode, phone: pending.phone };
      if (!samePhone(given, account) && !samePhone(given, next)) throw fail('identity.not_your_phone');
      await codes.verify({ ...keyFor(account, 'change_phone'), ...next }, input.code);
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
      await throttle.clear(loginKey(account));
      await tokens.revokeAll(role, id);
      return { changed: true };
    },

    /** Step 3: after the current phone was verified, a code to the new phone. */
    async phoneChange(id: number, input: { new_phone: string; country_code: string; phone?: string }, lang: Lang): Promise<void> {
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
      await codes.issue({ ...keyFor(account, 'change_phone'), ...next }, lang);
    },

    // ---- password reset (signed out) -------------------------------------------

    async resetSendCode(input: PhoneInput, lang: Lang): Promise<void> {
      const account = await accountByPhone(input);
      await codes.issue(keyFor(account, 'reset_password'), lang);
    },

    async resetVerify(input: CodeInput): Promise<void> {
      const account = await accountByPhone(input);
      await codes.verify(keyFor(account, 'reset_password'), input.code);
    },

    /**
     * With a code: checks it. Without (the existing provider screen sends none): needs a
     * reset code this phone verified in the last 10 minutes. Either way the verification
     * is used up, the phone is thereby confirmed, and every session ends.
     */
    async resetPassword(input: PhoneInput & { code?: string; password: string }): Promise<void> {
      const account = await accountByPhone(input);
      const key = keyFor(account, 'reset_password');
      const row = input.code !== undefined ? await codes.verify(key, input.code) : await codes.requireVerified(key);
      const passwordHash = await hashSecret(input.password);
      await db.transaction(async (tx) => {
        await store.setPassword(tx, account.id, passwordHash);
        if (!account.isActive) await store.activate(tx, account.id);
        await codes.consume([row.id], tx);
      });
      await throttle.clear(loginKey(account));
      await tokens.revokeAll(role, account.id);
    },
  };
  return flows;
}
export type AccountFlows = ReturnType<typeof createAccountFlows>;
