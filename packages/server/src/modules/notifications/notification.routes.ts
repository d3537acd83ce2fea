/**
 * The bell and the notifications screen: GET /{user|provider}/notifications/count (unread),
 * GET /{user|provider}/notifications?page= (newest first; the page shown is marked read) and
 * POST /provider/notification/delete (notification_id) — the existing customer screen uses
 * that same path, so it deletes the signed-in customer's or provider's own notification.
 * A missing or revoked token answers `unauthenticated` (the existing client logs out on it).
 */
import { NOTIFICATIONS_PER_PAGE, notifications as api } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors';
import { defineMessages, type Lang } from '../../lib/i18n';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../plugins/auth';
import { pagination } from '../catalog/catalog.dto';
import { formatDateTime } from '../catalog/format-date';
import { createNotificationRepository, type RecipientRole, type StoredNotification } from './notification.repository';

const M = defineMessages({
  'notifications.deleted': { ar: 'تم حذف الإشعار', en: 'The notification was deleted' },
  'notifications.not_found': { ar: 'الإشعار غير موجود', en: 'The notification was not found' },
  'fields.notification_id': { ar: 'الإشعار', en: 'notification' },
});

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

  for (const [role, count, list] of [
    ['user', api.userCount, api.userList],
    ['provider', api.providerCount, api.providerList],
  ] as const satisfies [RecipientRole, unknown, unknown][]) {
    route(app, count, async (request) => ok(request, { count: await repo.countUnread(role, signedIn(request).id) }));

    route(app, list, async (request) => {
      const me = signedIn(request);
      const page = request.query.page ?? 1;
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

  route(app, api.remove, async (request) => {
    const me = signedIn(request);
    const removed = await repo.remove(me.role as RecipientRole, me.id, request.body.notification_id);
    if (!removed) throw fail(M['notifications.not_found']);
    return ok(request, null, M['notifications.deleted']);
  });
}
