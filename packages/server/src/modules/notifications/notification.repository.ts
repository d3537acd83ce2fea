/** Stored notifications: inserts for one recipient, a list, or every provider of a service. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

export type RecipientRole = 'user' | 'provider';

export interface NotificationInput {
  type: string;
  bodyAr: string;
  bodyEn: string;
  requestServiceId?: number | null;
  createdAt: Date;
}

export interface StoredNotification {
  id: number;
  recipientRole: RecipientRole;
  recipientId: number;
  type: string;
  bodyAr: string;
  bodyEn: string;
  requestServiceId: number | null;
  createdAt: Date;
}

interface RawRow {
  id: number;
  recipient_role: RecipientRole;
  recipient_id: number;
  type: string;
  body_ar: string;
  body_en: string;
  request_service_id: number | null;
  created_at: string | Date;
}

const returned = {
  id: notifications.id,
  recipientRole: notifications.recipientRole,
  recipientId: notifications.recipientId,
  type: notifications.type,
  bodyAr: notifications.bodyAr,
  bodyEn: notifications.bodyEn,
  requestServiceId: notifications.requestServiceId,
  createdAt: notifications.createdAt,
};

/** `db` may be a transaction, so notifications commit (or not) with what they announce. */
export function createNotificationRepository(db: Db) {
  const mine = (role: RecipientRole, id: number) => and(eq(notifications.recipientRole, role), eq(notifications.recipientId, id));
  return {
    async countUnread(role: RecipientRole, id: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(role, id), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },

    /** A page of the recipient's notifications, newest first, and the total. */
    async page(role: RecipientRole, id: number, limit: number, offset: number): Promise<{ rows: StoredNotification[]; total: number }> {
      const rows = await db
        .select({ ...returned, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(notifications)
        .where(mine(role, id))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset);
      let total = rows[0]?.total ?? 0;
      if (!rows.length && offset > 0) {
        const [row] = await db.select({ n: count() }).from(notifications).where(mine(role, id));
        total = Number(row?.n ?? 0);
      }
      return { rows: rows.map(({ total: _t, ...r }) => r), total };
    },

    /** Mark these as read (they have been shown). */
    async markRead(role: RecipientRole, id: number, ids: number[], at: Date): Promise<void> {
      if (!ids.length) return;
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(mine(role, id), isNull(notifications.readAt), inArray(notifications.id, ids)));
    },

    /** Delete one of the recipient's own notifications; false when it is not theirs or is gone. */
    async remove(role: RecipientRole, id: number, notificationId: number): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(mine(role, id), eq(notifications.id, notificationId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    async insertMany(recipients: { role: RecipientRole; id: number }[], n: NotificationInput): Promise<StoredNotification[]> {
      if (!recipients.length) return [];
      return db
        .insert(notifications)
        .values(
          recipients.map((r) => ({
            recipientRole: r.role,
            recipientId: r.id,
            type: n.type,
            bodyAr: n.bodyAr,
            bodyEn: n.bodyEn,
            requestServiceId: n.requestServiceId ?? null,
            createdAt: n.createdAt,
          })),
        )
        .returning(returned);
    },

    /** One INSERT … SELECT for every approved, active provider offering the service. */
    async insertForServiceProviders(serviceId: number, n: NotificationInput, exceptProviderId?: number): Promise<StoredNotification[]> {
      const except = exceptProviderId ? sql` and p.id <> ${exceptProviderId}` : sql``;
      const res = (await db.execute(sql`
        insert into notifications (recipient_role, recipient_id, type, body_ar, body_en, request_service_id, created_at)
        select 'provider', ps.provider_id, ${n.type}::text, ${n.bodyAr}::text, ${n.bodyEn}::text, ${n.requestServiceId ?? null}::int, ${n.createdAt.toISOString()}::timestamptz
          from provider_services ps
          join providers p on p.id = ps.provider_id
         where ps.service_id = ${serviceId} and p.is_approved and p.is_active${except}
        returning id, recipient_role, recipient_id, type, body_ar, body_en, request_service_id, created_at`)) as unknown as {
        rows: RawRow[];
      };
      return res.rows.map((r) => ({
        id: Number(r.id),
        recipientRole: r.recipient_role,
        recipientId: Number(r.recipient_id),
        type: r.type,
        bodyAr: r.body_ar,
        bodyEn: r.body_en,
        requestServiceId: r.request_service_id === null ? null : Number(r.request_service_id),
        createdAt: new Date(r.created_at),
      }));
    },
  };
}
