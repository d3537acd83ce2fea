/**
 * The bell and the notifications screen: GET /{user|provider}/notifications/count (unread),
 * GET /{user|provider}/notifications?page= (newest first; the page shown is marked read) and
 * POST /provider/notification/delete (notification_id) — the existing customer screen uses
 * that same path, so it deletes the signed-in customer's or provider's own notification.
 * A missing or revoked token answers `unauthenticated` (the existing client logs out on it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail } from '../../lib/errors';
import { defineMessages, type Lang } from '../../lib/i18n';
import { id, optId } from '../../lib/form';
import { ok } from '../../lib/reply';
import { validate } from '../../lib/validate';
import { requireRole } from '../../plugins/auth';
import { pagination } from '../catalog/catalog.dto';
import { formatDateTime } from '../catalog/format-date';
import { createNotificationRepository, type RecipientRole, type StoredNotification } from './notification.repository';

export const NOTIFICATIONS_PER_PAGE = 10;

const M = defineMessages({
  'notifications.deleted': { ar: 'تم حذف الإشعار', en: 'The notification was deleted' },
  'notifications.not_found': { ar: 'الإشعار غير موجود', en: 'The notification was not found' },
  'fields.notification_id': { ar: 'الإشعار', en: 'notification' },
});

const PageQuery = z.object({ page: optId() });
const DeleteBody = z.object({ notification_id: id() });

function notificationDto(lang: Lang, n: StoredNotification) {
  return {
    id: n.id,
    body: lang === 'en' ? n.bodyEn : n.bodyAr,
    type: n.type,
    created_at: formatDateTime(n.createdAt),
    data: { type: n.type, request_service_id: n.requestServiceId },
  };
}

export default async function notificationsModule(app: FastifyInstance) {
  const repo = createNotificationRepository(app.deps.db);

  for (const role of ['user', 'provider'] as const satisfies RecipientRole[]) {
    app.get(`/${role}/notifications/count`, async (request) => {
      const me = requireRole(request, role);
      return ok(request, { count: await repo.countUnread(role, me.id) });
    });

    app.get(`/${role}/notifications`, async (request) => {
      const me = requireRole(request, role);
      const page = validate(PageQuery, request.query).page ?? 1;
      const { rows, total } = await repo.page(role, me.id, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE);
      await repo.markRead(
        role,
        me.id,
        rows.map((r) => r.id),
        app.deps.now(),
      );
      return ok(request, {
        data: rows.map((r) => notificationDto(request.lang, r)),
        pagination: pagination(total, page, NOTIFICATIONS_PER_PAGE),
      });
    });
  }

  app.post('/provider/notification/delete', async (request: FastifyRequest) => {
    const me = requireRole(request, 'user', 'provider');
    const input = validate(DeleteBody, request.body);
    const removed = await repo.remove(me.role as RecipientRole, me.id, input.notification_id);
    if (!removed) throw fail(M['notifications.not_found']);
    return ok(request, null, M['notifications.deleted']);
  });
}
