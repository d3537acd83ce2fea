/**
 * Admin API (ARCHITECTURE §2): sign-in and approvals under /api/v1/admin. Every call but
 * login needs an admin token; a customer's or provider's token gets a localized fail.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { asciiDigits, blankToUndefined } from '../../lib/form';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { createThrottleRepository } from '../identity/throttle.repository';
import { createThrottleService } from '../identity/throttle.service';
import { createNotificationService } from '../notifications/notification.service';
import { createAdminRepository } from './admin.repository';
import { createAdminService } from './admin.service';
import './admin.messages';

const loginForm = z.object({
  email: z.preprocess((v) => {
    const b = blankToUndefined(v);
    return typeof b === 'string' ? b.toLowerCase() : b;
  }, z.email().max(254)),
  // Not trimmed: a password is compared exactly as typed.
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().min(1).max(256)),
});

function pathId(value: unknown): number | null {
  const s = typeof value === 'string' ? asciiDigits(value.trim()) : '';
  return /^\d{1,9}$/.test(s) && Number(s) > 0 ? Number(s) : null;
}

const admin: FastifyPluginAsync = async (api) => {
  const { db, now, tokens, push } = api.deps;
  const service = createAdminService({
    repo: createAdminRepository(db),
    tokens,
    throttle: createThrottleService(createThrottleRepository(db), now),
    notifications: createNotificationService({ db, now, push, log: api.log }),
    now,
  });

  api.post('/admin/login', async (request) => {
    const data = await service.login(validate(loginForm, request.body), request.ip);
    return ok(request, data, 'admin.logged_in');
  });

  api.post<{ Params: { id: string } }>('/admin/providers/:id/approve', async (request) => {
    requireRole(request, 'admin');
    return ok(request, await service.approveProvider(pathId(request.params.id)), 'admin.provider_approved');
  });

  api.post<{ Params: { id: string } }>('/admin/products/:id/approve', async (request) => {
    requireRole(request, 'admin');
    return ok(request, await service.approveProduct(pathId(request.params.id)), 'admin.product_approved');
  });
};

export default admin;
