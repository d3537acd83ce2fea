/**
 * Platform administration: sign-in (throttled per email and per address, TOTP
 * once enrolled), admin accounts, and the approvals and suspensions of providers, customers
 * and products. Every change writes its audit entry in the same transaction (`actor`: who
 * and from where). A suspension revokes the account's tokens in that transaction, so the
 * next call with them is `unauthenticated`; sign-in is refused until reinstated.
 */
import type { Db } from '../../db/client';
import { fail, unauthenticated } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import { pagination } from '../../lib/pagination';
import type { Principal, Role } from '../../lib/caller';
import type { TokenRepository } from '../auth/token.repository';
import { hashSecret, verifyAgainstNothing, verifySecret } from '../identity/password';
import { THROTTLE_RULES, type ThrottleRule, type ThrottleService } from '../identity/throttle.service';
import type { NotificationService } from '../notifications/notification.service';
import type { SmsDriver } from '../sms/sms';
import type { Storage } from '../storage/storage';
import type { AdminRepository, AuditInput } from './admin.repository';
import { auditable, toAdminAccount, toAdminProduct, toAdminProvider, toAdminUser } from './admin.dto';
import type { AdminPeopleRepository } from './admin-people.repository';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';
import type { DtoContext } from '../../lib/request-context';

const MINUTE = 60_000;
export const ADMIN_PAGE_SIZE = 20;

export const ADMIN_THROTTLE = {
  /** Per email and address, growing delays (as for customers): a stranger cannot lock the administrator out. */
  perEmailAndIp: { ...THROTTLE_RULES.loginPerPhoneAndIp, message: 'admin.too_many_attempts' },
  perIp: { limit: 20, windowMs: 15 * MINUTE, message: 'admin.too_many_attempts' },
} satisfies Record<string, ThrottleRule>;

/** Who acts, from where (for the audit log). */
export interface Actor {
  adminId: number;
  ip: string | null;
}
export type AuditEntry = Omit<AuditInput, 'adminId' | 'ip' | 'at'>;

export interface AdminServiceDeps {
  db: Db;
  repo: AdminRepository;
  people: AdminPeopleRepository;
  tokens: TokenRepository;
  throttle: ThrottleService;
  notifications: NotificationService;
  sms: SmsDriver;
  storage: Storage;
  now: () => Date;
}

export interface ListInput {
  page?: number;
  q?: string;
  status?: string;
}

/** An account kind that can be suspended (see `setSuspended`). */
interface Suspendable {
  lock: (tx: Db, id: number) => Promise<object | null>;
  notFound: MessageKey;
  write: (tx: Db, id: number, suspend: boolean, reason?: string) => Promise<unknown>;
}

export function createAdminService(deps: AdminServiceDeps) {
  const { repo, people } = deps;
  const both = (key: MessageKey, params?: Record<string, string | number>) => ({ ar: t('ar', key, params), en: t('en', key, params) });
  const inTx = <T>(fn: (tx: Db) => Promise<T>): Promise<T> => deps.db.transaction((x) => fn(x as unknown as Db));
  const audit = (tx: Db, actor: Actor, e: AuditEntry) => repo.audit(tx, { ...e, adminId: actor.adminId, ip: actor.ip, at: deps.now() });
  const args = (l: ListInput) => ({ page: l.page ?? 1, perPage: ADMIN_PAGE_SIZE, q: l.q || undefined, status: l.status || undefined });

  /** Locks a record, runs the change, audits before/after; `notFound` when there is none. */
  async function change<R extends object>(
    actor: Actor,
    opts: {
      lock: (tx: Db) => Promise<R | null>;
      notFound: MessageKey;
      action: string;
      targetType: string;
      id: number;
      apply: (tx: Db, row: R) => Promise<void>;
    },
  ): Promise<R> {
    return inTx(async (tx) => {
      const before = await opts.lock(tx);
      if (!before) throw fail(opts.notFound);
      await opts.apply(tx, before);
      const after = await opts.lock(tx);
      await audit(tx, actor, {
        action: opts.action,
        targetType: opts.targetType,
        targetId: opts.id,
        before: auditable(before),
        after: auditable(after),
      });
      return before;
    });
  }

  async function providerDto(ctx: DtoContext, id: number) {
    const row = await people.provider(id);
    if (!row) throw fail('admin.provider_not_found');
    return toAdminProvider(ctx, row);
  }
  async function userDto(id: number) {
    const row = await people.user(id);
    if (!row) throw fail('admin.user_not_found');
    return toAdminUser(row);
  }
  async function productDto(ctx: DtoContext, id: number) {
    const row = await people.product(id);
    if (!row) throw fail('admin.product_not_found');
    return toAdminProduct(ctx, row);
  }

  const service = {
    audit,
    inTx,

    // ---- session ---------------------------------------------------------------------------
    async login(form: { email: string; password: string; otp?: string }, ip: string) {
      const emailKey = `admin_login:email:${form.email}:${ip}`;
      const ipKey = `admin_login:ip:${ip}`;
      await deps.throttle.assertOpen(emailKey, ADMIN_THROTTLE.perEmailAndIp);
      await deps.throttle.assertOpen(ipKey, ADMIN_THROTTLE.perIp);
      const found = await repo.findByEmail(form.email);
      const valid = found ? await verifySecret(found.passwordHash, form.password) : await verifyAgainstNothing(form.password);
      const miss = async (key: MessageKey, data?: unknown) => {
        await deps.throttle.hit(emailKey, ADMIN_THROTTLE.perEmailAndIp);
        await deps.throttle.hit(ipKey, ADMIN_THROTTLE.perIp);
        return fail(key, {}, data);
      };
      if (!found || !valid) throw await miss('admin.wrong_credentials');
      if (found.suspendedAt) throw fail('admin.suspended');
      if (found.totpSecret) {
        // A missing code is not an attempt; a wrong one is (the throttle guards the 10^6 codes too).
        if (!form.otp) throw fail('admin.otp_required', {}, { otp_required: true });
        const step = verifyTotp(found.totpSecret, form.otp, deps.now().getTime());
        if (step === null) throw await miss('admin.otp_wrong', { otp_required: true });
        // Someone who saw the code (over a shoulder, in a proxy log) cannot sign in with it again.
        if (!(await repo.useTotpStep(found.id, step))) throw await miss('admin.otp_used', { otp_required: true });
      }
      await deps.throttle.clear(emailKey);
      const token = await deps.tokens.issue('admin', found.id);
      await audit(deps.db, { adminId: found.id, ip }, { action: 'admin.login', targetType: 'admin', targetId: found.id });
      return { token, admin: toAdminAccount(found) };
    },

    async logout(principal: Principal, ip: string) {
      await inTx(async (tx) => {
        // In the transaction: PGlite has one connection, and the transaction holds it.
        await deps.tokens.revoke(principal.tokenId, tx);
        await audit(tx, { adminId: principal.id, ip }, { action: 'admin.logout', targetType: 'admin', targetId: principal.id });
      });
    },

    async me(id: number) {
      const row = await repo.findById(id);
      if (!row || row.suspendedAt) throw unauthenticated();
      return toAdminAccount(row);
    },

    async totpEnrol(actor: Actor) {
      const secret = newTotpSecret();
      const row = await repo.findById(actor.adminId);
      if (!row) throw unauthenticated();
      await repo.update(deps.db, actor.adminId, { totpPendingSecret: secret });
      return { secret, otpauth_url: otpauthUrl(secret, row.email) };
    },

    async totpConfirm(actor: Actor, otp: string) {
      const updated = await inTx(async (tx) => {
        const row = await repo.lockById(tx, actor.adminId);
        if (!row) throw unauthenticated();
        if (!row.totpPendingSecret) throw fail('admin.totp_not_started');
        const step = verifyTotp(row.totpPendingSecret, otp, deps.now().getTime());
        if (step === null) throw fail('admin.otp_wrong');
        const after = await repo.update(tx, row.id, {
          totpSecret: row.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: deps.now(),
          // The code that confirmed the enrolment cannot also sign in.
          totpLastStep: step,
        });
        await audit(tx, actor, {
          action: 'admin.totp_enable',
          targetType: 'admin',
          targetId: row.id,
          before: { totp_enabled: Boolean(row.totpSecret) },
          after: { totp_enabled: true },
        });
        return after ?? row;
      });
      return toAdminAccount(updated);
    },

    // ---- admin accounts --------------------------------------------------------------------------
    async admins(l: ListInput) {
      const a = args(l);
      const { rows, total } = await repo.list(a.page, a.perPage, a.q);
      return { data: rows.map(toAdminAccount), pagination: pagination(total, a.page, a.perPage) };
    },

    async createAdmin(actor: Actor, form: { name: string; email: string; password: string }) {
      if (await repo.findByEmail(form.email)) throw fail('admin.email_taken');
      const passwordHash = await hashSecret(form.password);
      const row = await inTx(async (tx) => {
        const created = await repo.insert(tx, { ...form, passwordHash, createdBy: actor.adminId, at: deps.now() });
        await audit(tx, actor, { action: 'admin.create', targetType: 'admin', targetId: created.id, after: auditable(created) });
        return created;
      });
      return toAdminAccount(row);
    },

    async setAdminSuspended(actor: Actor, id: number, suspend: boolean) {
      if (suspend && id === actor.adminId) throw fail('admin.cannot_suspend_self');
      await setSuspended(actor, 'admin', id, suspend);
      const row = await repo.findById(id);
      if (!row) throw fail('admin.admin_not_found');
      return toAdminAccount(row);
    },

    // ---- providers ---------------------------------------------------------------------------------
    async providers(ctx: DtoContext, l: ListInput) {
      const a = args(l);
      const { rows, total } = await people.providers(a);
      return { data: rows.map((r) => toAdminProvider(ctx, r)), pagination: pagination(total, a.page, a.perPage) };
    },

    async approveProvider(ctx: DtoContext, actor: Actor, id: number) {
      const before = await change(actor, {
        lock: (tx) => people.lockProvider(tx, id),
        notFound: 'admin.provider_not_found',
        action: 'provider.approve',
        targetType: 'provider',
        id,
        apply: async (tx, p) => {
          if (p.suspendedAt) throw fail('admin.provider_suspended');
          await people.updateProvider(tx, id, {
            isApproved: true,
            approvedAt: p.approvedAt ?? deps.now(),
            rejectedAt: null,
            rejectionReason: null,
          });
        },
      });
      if (!before.isApproved) {
        const stored = await deps.notifications.notifyProvider(id, {
          type: 'account_approved',
          body: both('admin.notify_provider_approved'),
        });
        await deps.notifications.push(stored);
      }
      return providerDto(ctx, id);
    },

    async rejectProvider(ctx: DtoContext, actor: Actor, id: number, reason: string) {
      const before = await change(actor, {
        lock: (tx) => people.lockProvider(tx, id),
        notFound: 'admin.provider_not_found',
        action: 'provider.reject',
        targetType: 'provider',
        id,
        apply: async (tx, p) => {
          if (p.isApproved) throw fail('admin.provider_already_approved');
          await people.updateProvider(tx, id, { rejectedAt: deps.now(), rejectionReason: reason });
        },
      });
      // In the provider's language is unknown: both, Arabic first.
      const body = `${t('ar', 'admin.sms_provider_rejected', { reason })}\n${t('en', 'admin.sms_provider_rejected', { reason })}`;
      await deps.sms.send({ countryCode: before.countryCode, phone: before.phone, body });
      return providerDto(ctx, id);
    },

    async setProviderSuspended(ctx: DtoContext, actor: Actor, id: number, suspend: boolean, reason?: string) {
      await setSuspended(actor, 'provider', id, suspend, reason);
      return providerDto(ctx, id);
    },

    // ---- customers ------------------------------------------------------------------------------------
    async users(l: ListInput) {
      const a = args(l);
      const { rows, total } = await people.users(a);
      return { data: rows.map(toAdminUser), pagination: pagination(total, a.page, a.perPage) };
    },

    async setUserSuspended(actor: Actor, id: number, suspend: boolean, reason?: string) {
      await setSuspended(actor, 'user', id, suspend, reason);
      return userDto(id);
    },

    // ---- products ---------------------------------------------------------------------------------------
    async products(ctx: DtoContext, l: ListInput) {
      const a = args(l);
      const { rows, files, total } = await people.products(a);
      return {
        data: rows.map((row) => toAdminProduct(ctx, { row, files: files.filter((f) => f.productId === row.pr.id) })),
        pagination: pagination(total, a.page, a.perPage),
      };
    },

    async approveProduct(ctx: DtoContext, actor: Actor, id: number) {
      const before = await change(actor, {
        lock: (tx) => people.lockProduct(tx, id),
        notFound: 'admin.product_not_found',
        action: 'product.approve',
        targetType: 'product',
        id,
        apply: (tx) => people.updateProduct(tx, id, { isApproved: true, rejectedAt: null, rejectionReason: null }),
      });
      if (!before.isApproved) {
        const stored = await deps.notifications.notifyProvider(before.providerId, {
          type: 'product_approved',
          body: both('admin.notify_product_approved', { name: before.name }),
        });
        await deps.notifications.push(stored);
      }
      return productDto(ctx, id);
    },

    async rejectProduct(ctx: DtoContext, actor: Actor, id: number, reason: string) {
      const before = await change(actor, {
        lock: (tx) => people.lockProduct(tx, id),
        notFound: 'admin.product_not_found',
        action: 'product.reject',
        targetType: 'product',
        id,
        apply: (tx) => people.updateProduct(tx, id, { isApproved: false, rejectedAt: deps.now(), rejectionReason: reason }),
      });
      const stored = await deps.notifications.notifyProvider(before.providerId, {
        type: 'other',
        body: both('admin.notify_product_rejected', { name: before.name, reason }),
      });
      await deps.notifications.push(stored);
      return productDto(ctx, id);
    },
  };

  /**
   * How each kind of account is suspended: its row (locked), and the columns a suspension
   * (`reason` kept when the kind has one) or a reinstatement writes.
   */
  const ACCOUNTS = {
    admin: {
      lock: (tx: Db, id: number) => repo.lockById(tx, id),
      notFound: 'admin.admin_not_found',
      write: (tx: Db, id: number, suspend: boolean) => repo.update(tx, id, { suspendedAt: suspend ? deps.now() : null }),
    },
    user: {
      lock: (tx: Db, id: number) => people.lockUser(tx, id),
      notFound: 'admin.user_not_found',
      write: (tx: Db, id: number, suspend: boolean, reason?: string) =>
        people.updateUser(
          tx,
          id,
          suspend ? { suspendedAt: deps.now(), suspensionReason: reason ?? null } : { suspendedAt: null, suspensionReason: null },
        ),
    },
    provider: {
      lock: (tx: Db, id: number) => people.lockProvider(tx, id),
      notFound: 'admin.provider_not_found',
      // Unapproved while suspended, so every public list and search leaves them out; the
      // approval time (kept) says whether reinstating approves them again.
      write: async (tx: Db, id: number, suspend: boolean, reason?: string) => {
        const p = await people.lockProvider(tx, id);
        if (!p) return;
        await people.updateProvider(
          tx,
          id,
          suspend
            ? {
                suspendedAt: deps.now(),
                suspensionReason: reason ?? null,
                isApproved: false,
                approvedAt: p.isApproved ? (p.approvedAt ?? deps.now()) : p.approvedAt,
              }
            : { suspendedAt: null, suspensionReason: null, isApproved: p.suspendedAt ? p.approvedAt !== null : p.isApproved },
        );
      },
    },
  } satisfies Record<Role, Suspendable>;

  /**
   * Suspends or reinstates an account of any kind, audited (`<role>.suspend` | `<role>.reinstate`);
   * a suspension makes every live token of the account stop working in the same transaction.
   */
  async function setSuspended(actor: Actor, role: Role, id: number, suspend: boolean, reason?: string) {
    const account: Suspendable = ACCOUNTS[role];
    await change(actor, {
      lock: (tx) => account.lock(tx, id),
      notFound: account.notFound,
      action: `${role}.${suspend ? 'suspend' : 'reinstate'}`,
      targetType: role,
      id,
      apply: async (tx) => {
        await account.write(tx, id, suspend, reason);
        if (suspend) await deps.tokens.revokeAll(role, id, tx);
      },
    });
  }

  return service;
}
export type AdminService = ReturnType<typeof createAdminService>;
