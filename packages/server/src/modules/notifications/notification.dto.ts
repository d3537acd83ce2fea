import type { Notification } from '@souq/contracts';
import { formatDateTime } from '../../lib/format-date';
import type { Lang } from '../../lib/i18n';
import type { StoredNotification } from './notification.repository';

/** One notification in the reader's language (docs/legacy-client.md#ec-1-7). */
export const notificationDto = (lang: Lang, n: StoredNotification): Notification => ({
  id: n.id,
  body: lang === 'en' ? n.bodyEn : n.bodyAr,
  type: n.type,
  created_at: formatDateTime(n.createdAt),
  data: { type: n.type, request_service_id: n.requestServiceId },
});
