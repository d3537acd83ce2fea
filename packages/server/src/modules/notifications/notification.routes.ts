/**
 * The bell and the notifications screen: GET /{user|provider}/notifications/count (unread),
 * GET /{user|provider}/notifications?page= (newest first; the page shown is marked read) and
 * POST /provider/notification/delete (notification_id) — the existing customer screen uses
 * that same path, so it deletes the signed-in customer's or provider's own notification.
 * The rules are in notification.service.ts.
 */
import { notifications as api } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import type { RecipientRole } from './notification.repository';

export default async function notificationsModule(app: FastifyInstance) {
  const { notifications } = app.services;

  for (const [role, count, list] of [
    ['user', api.userCount, api.userList],
    ['provider', api.providerCount, api.providerList],
  ] as const) {
    route(app, count, async (request) => ok(request, { count: await notifications.countUnread(role, signedIn(request).id) }));
    route(app, list, async (request) =>
      ok(request, await notifications.page(role, signedIn(request).id, request.query.page ?? 1, request.lang)),
    );
  }

  route(app, api.remove, async (request) => {
    const me = signedIn(request);
    await notifications.remove(me.role as RecipientRole, me.id, request.body.notification_id);
    return ok(request, null, 'notifications.deleted');
  });
}
