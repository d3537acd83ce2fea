/**
 * Platform administration: sign-in (throttled per email and per address) and the
 * approvals that make providers able to sign in and products visible to customers.
 */
import { fail } from '../../lib/errors';
import { type MessageKey, t } from '../../lib/i18n';
import type { TokenRepository } from '../auth/token.repository';
import { verifyAgainstNothing, verifySecret } from '../identity/password';
import type { ThrottleRule, ThrottleService } from '../identity/throttle.service';
import type { NotificationService } from '../notifications/notification.service';
import type { AdminRepository } from './admin.repository';

const MINUTE = 60_000;

export const ADMIN_THROTTLE = {
  perEmail: { limit: 5, windowMs: 15 * MINUTE, message: 'admin.too_many_attempts' },
  perIp: { limit: 20, windowMs: 15 * MINUTE, message: 'admin.too_many_attempts' },
} satisfies Record<string, ThrottleRule>;

export interface AdminServiceDeps {
  repo: AdminRepository;
  tokens: TokenRepository;
  throttle: ThrottleService;
  notifications: NotificationService;
  now: () => Date;
}

export function createAdminService(deps: AdminServiceDeps) {
  const { repo } = deps;
  const both = (key: MessageKey) => ({ ar: t('ar', key), en: t('en', key) });

  return {
    async login(form: { email: string; password: string }, ip: string): Promise<{ token: string }> {
      const emailKey = `admin_login:email:${form.email}`;
      const ipKey = `admin_login:ip:${ip}`;
      await deps.throttle.assertOpen(emailKey, ADMIN_THROTTLE.perEmail);
      await deps.throttle.assertOpen(ipKey, ADMIN_THROTTLE.perIp);
      const admin = await repo.findByEmail(form.email);
      const valid = admin ? await verifySecret(admin.passwordHash, form.password) : await verifyAgainstNothing(form.password);
      if (!admin || !valid) {
        await deps.throttle.hit(emailKey, ADMIN_THROTTLE.perEmail);
        await deps.throttle.hit(ipKey, ADMIN_THROTTLE.perIp);
        throw fail('admin.wrong_credentials');
      }
      await deps.throttle.clear(emailKey);
      return { token: await deps.tokens.issue('admin', admin.id) };
    },

    async approveProvider(id: number | null) {
      const done = id ? await repo.approveProvider(id, deps.now()) : null;
      if (!done) throw fail('admin.provider_not_found');
      if (!done.wasApproved) {
        const stored = await deps.notifications.notifyProvider(done.id, {
          type: 'account_approved',
          body: both('admin.notify_provider_approved'),
        });
        await deps.notifications.push(stored);
      }
      return { id: done.id, is_approved: true as const };
    },

    async approveProduct(id: number | null) {
      const done = id ? await repo.approveProduct(id) : null;
      if (!done) throw fail('admin.product_not_found');
      if (!done.wasApproved) {
        const body = {
          ar: t('ar', 'admin.notify_product_approved', { name: done.name }),
          en: t('en', 'admin.notify_product_approved', { name: done.name }),
        };
        const stored = await deps.notifications.notifyProvider(done.providerId, { type: 'product_approved', body });
        await deps.notifications.push(stored);
      }
      return { id: done.id, is_approved: true as const };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
