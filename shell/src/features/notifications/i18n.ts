/** Strings of the notifications page, in the 'shell' namespace. */
import { addNamespace } from '@souq/i18n';
import { SHELL_NS } from '@/config/namespace';

const ar = {
  notifications: {
    empty: 'لا توجد إشعارات بعد',
    delete: 'حذف الإشعار',
    deleted: 'تم حذف الإشعار',
  },
};

const en: typeof ar = {
  notifications: {
    empty: 'No notifications yet',
    delete: 'Delete notification',
    deleted: 'Notification deleted',
  },
};

export const notificationsTranslations = { ar, en };

addNamespace(SHELL_NS, notificationsTranslations);
