/**
 * Notifications: stored first (the bell and the notifications list read them), then
 * pushed live through the `push` hook — the realtime module's pushNotifications, given as
 * `app.deps.push`. Without a hook pushing is a no-op; a failing push is logged, never
 * thrown, because the notification is already stored.
 *
 * Store inside the caller's transaction (pass `tx`), push after it commits:
 *   const stored = await notifications.notifyProvider(id, message, tx);
 *   …commit…
 *   await notifications.push(stored);
 */
import { NOTIFICATIONS_PER_PAGE } from '@souq/contracts';
import type { Db } from '../../db/client';
import { fail } from '../../lib/errors';
import type { Lang } from '../../lib/i18n';
import { pagination } from '../../lib/pagination';
import { notificationDto } from './notification.dto';
import { createNotificationRepository, type RecipientRole, type StoredNotification } from './notification.repository';

export type { StoredNotification, RecipientRole };

export interface NotificationMessage {
  /** e.g. 'request_service', 'offer_price_added' (docs/legacy-client.md#ec-5-1). */
  type: string;
  body: Record<Lang, string>;
  requestServiceId?: number | null;
}

/** Live delivery hook (socket rooms, FCM…). Must not throw into the caller's flow. */
export type PushFn = (notifications: StoredNotification[]) => Promise<void> | void;

export interface NotificationDeps {
  db: Db;
  now: () => Date;
  push?: PushFn;
  log?: { warn(obj: unknown, msg?: string): void };
}

export function createNotificationService(deps: NotificationDeps) {
  const input = (m: NotificationMessage) => ({
    type: m.type,
    bodyAr: m.body.ar,
    bodyEn: m.body.en,
    requestServiceId: m.requestServiceId ?? null,
    createdAt: deps.now(),
  });
  const repo = (tx?: Db) => createNotificationRepository(tx ?? deps.db);

  return {
    notifyProvider(providerId: number, m: NotificationMessage, tx?: Db) {
      return repo(tx).insertMany([{ role: 'provider', id: providerId }], input(m));
    },
    notifyUser(userId: number, m: NotificationMessage, tx?: Db) {
      return repo(tx).insertMany([{ role: 'user', id: userId }], input(m));
    },
    notifyMany(recipients: { role: RecipientRole; id: number }[], m: NotificationMessage, tx?: Db) {
      return repo(tx).insertMany(recipients, input(m));
    },
    /** Every approved, active provider who offers the service (open requests). */
    notifyServiceProviders(serviceId: number, m: NotificationMessage, tx?: Db, exceptProviderId?: number) {
      return repo(tx).insertForServiceProviders(serviceId, input(m), exceptProviderId);
    },
    /** The bell: how many of a recipient's notifications are unread. */
    countUnread(role: RecipientRole, id: number): Promise<number> {
      return repo().countUnread(role, id);
    },
    /** One page, newest first; the page shown is marked read. */
    async page(role: RecipientRole, id: number, page: number, lang: Lang) {
      const { rows, total } = await repo().page(role, id, NOTIFICATIONS_PER_PAGE, (page - 1) * NOTIFICATIONS_PER_PAGE);
      await repo().markRead(
        role,
        id,
        rows.map((r) => r.id),
        deps.now(),
      );
      return { data: rows.map((r) => notificationDto(lang, r)), pagination: pagination(total, page, NOTIFICATIONS_PER_PAGE) };
    },
    /** A recipient deletes one of their own notifications. */
    async remove(role: RecipientRole, id: number, notificationId: number): Promise<void> {
      if (!(await repo().remove(role, id, notificationId))) throw fail('notifications.not_found');
    },
    /** Live push of stored notifications; failures are logged, never thrown. */
    async push(stored: StoredNotification[]): Promise<void> {
      if (!deps.push || !stored.length) return;
      try {
        await deps.push(stored);
      } catch (err) {
        deps.log?.warn({ err }, 'notification push failed');
      }
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
