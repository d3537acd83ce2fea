/** The bell and the notifications screen (contracts `notifications`), for the signed-in visitor. */
import { call } from '../call';
import { notifications } from '@souq/contracts';

type Visitor = 'user' | 'provider';

export const getNotificationsCount = (visitor: Visitor) =>
  call(visitor === 'provider' ? notifications.providerCount : notifications.userCount);
export const getNotifications = (visitor: Visitor, page: number) =>
  call(visitor === 'provider' ? notifications.providerList : notifications.userList, { query: { page } });
export const deleteNotification = (notificationId: number) => call(notifications.remove, { body: { notification_id: notificationId } });
