/** Stored notifications: inserts for one recipient, a list, or every provider of a service. */
import { sql } from 'drizzle-orm';
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
  return {
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
