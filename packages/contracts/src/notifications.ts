/**
 * The bell and the notifications screen. The existing customer screen deletes through the
 * provider's path, so that one call serves both roles.
 */
import { z } from 'zod';
import { endpoint, idSchema, noData, pageSchema, paginated } from './common';

export const NOTIFICATIONS_PER_PAGE = 10;

export const notificationSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  type: z.string(),
  created_at: z.string(),
  data: z.object({ type: z.string(), request_service_id: z.number().int().nullable() }),
});
export type Notification = z.infer<typeof notificationSchema>;

const countSchema = z.object({ count: z.number().int() });
const pageQuery = z.object({ page: pageSchema });

export const notifications = {
  userCount: endpoint({ method: 'GET', path: '/user/notifications/count', roles: ['user'], response: countSchema }),
  providerCount: endpoint({ method: 'GET', path: '/provider/notifications/count', roles: ['provider'], response: countSchema }),
  /** Newest first; the page shown is marked read. */
  userList: endpoint({
    method: 'GET',
    path: '/user/notifications',
    roles: ['user'],
    query: pageQuery,
    response: paginated(notificationSchema),
  }),
  providerList: endpoint({
    method: 'GET',
    path: '/provider/notifications',
    roles: ['provider'],
    query: pageQuery,
    response: paginated(notificationSchema),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/provider/notification/delete',
    roles: ['user', 'provider'],
    body: z.object({ notification_id: idSchema }),
    response: noData,
  }),
};
