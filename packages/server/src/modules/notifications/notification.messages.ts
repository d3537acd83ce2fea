import { defineMessages } from '../../lib/message-catalogue';

export const NotificationMessages = defineMessages({
  'notifications.deleted': { ar: 'تم حذف الإشعار', en: 'The notification was deleted' },
  'notifications.not_found': { ar: 'الإشعار غير موجود', en: 'The notification was not found' },
  'fields.notification_id': { ar: 'الإشعار', en: 'notification' },
});
