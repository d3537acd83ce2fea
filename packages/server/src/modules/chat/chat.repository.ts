/** Chat rooms, messages, read markers and room files (tables in db/schema/chat.ts). */
import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ChatInvoice, chatFiles, chatMessages, chatRooms, negotiations, providers, users } from '../../db/schema';

export type Side = 'user' | 'provider';

export interface RoomRow {
  id: number;
  userId: number;
  providerId: number;
  requestServiceId: number | null;
  userName: string;
  userImage: string | null;
  providerName: string;
  providerImage: string | null;
  lastMessageAt: Date | null;
  createdAt: Date;
  userReadId: number;
  providerReadId: number;
}

export type MessageRow = typeof chatMessages.$inferSelect & {
  /** An invoice message's negotiation state now (listMessages fills it; a just-stored invoice is open). */
  invoiceStatus?: (typeof negotiations.$inferSelect)['status'] | null;
};

export interface RoomListRow extends RoomRow {
  lastType: MessageRow['type'] | null;
  lastBody: string | null;
  lastCreatedAt: Date | null;
  unread: number;
}

export interface NewMessage {
  roomId: number;
  senderRole: Side;
  senderId: number;
  type: MessageRow['type'];
  body: string;
  fileName?: string | null;
  invoice?: ChatInvoice | null;
  clientMessageId?: string | null;
  createdAt: Date;
}

export interface RoomMembers {
  userId: number;
  providerId: number;
}

/** A chat_messages row as the raw statement answers it, with the room's members. */
interface StoredRow {
  id: number;
  room_id: number;
  sender_role: Side;
  sender_id: number;
  type: MessageRow['type'];
  body: string;
  file_name: string | null;
  invoice: ChatInvoice | null;
  client_message_id: string | null;
  created_at: Date | string;
  room_user_id: number;
  room_provider_id: number;
}

const roomColumns = {
  id: chatRooms.id,
  userId: chatRooms.userId,
  providerId: chatRooms.providerId,
  requestServiceId: chatRooms.requestServiceId,
  userName: users.userName,
  userImage: sql<string | null>`null`,
  providerName: providers.name,
  providerImage: providers.image,
  lastMessageAt: chatRooms.lastMessageAt,
  createdAt: chatRooms.createdAt,
  userReadId: chatRooms.userReadId,
  providerReadId: chatRooms.providerReadId,
};

const mine = (side: Side, id: number) => (side === 'user' ? eq(chatRooms.userId, id) : eq(chatRooms.providerId, id));
const readColumn = (side: Side) => (side === 'user' ? chatRooms.userReadId : chatRooms.providerReadId);

function chatQueries(db: Db) {
  const selectRooms = () =>
    db
      .select(roomColumns)
      .from(chatRooms)
      .innerJoin(users, eq(users.id, chatRooms.userId))
      .innerJoin(providers, eq(providers.id, chatRooms.providerId));

  return {
    async findRoom(id: number): Promise<RoomRow | null> {
      const [row] = await selectRooms().where(eq(chatRooms.id, id)).limit(1);
      return row ?? null;
    },

    async findRoomFor(userId: number, providerId: number, requestServiceId: number | null): Promise<RoomRow | null> {
      const where =
        requestServiceId === null
          ? and(eq(chatRooms.userId, userId), eq(chatRooms.providerId, providerId), isNull(chatRooms.requestServiceId))
          : eq(chatRooms.requestServiceId, requestServiceId);
      const [row] = await selectRooms().where(where).limit(1);
      return row ?? null;
    },

    /** Insert unless the room exists (unique per request, or per pair without a request). */
    async insertRoom(userId: number, providerId: number, requestServiceId: number | null, createdAt: Date): Promise<void> {
      await db.insert(chatRooms).values({ userId, providerId, requestServiceId, createdAt }).onConflictDoNothing();
    },

    async partiesExist(userId: number, providerId: number): Promise<boolean> {
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      const [p] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId)).limit(1);
      return Boolean(u && p);
    },

    /** The caller's rooms, newest activity first, with the last message and the unread count. */
    async listRooms(side: Side, id: number, limit: number): Promise<RoomListRow[]> {
      const read = readColumn(side);
      const other = side === 'user' ? 'provider' : 'user';
      const rows = await db
        .select({
          ...roomColumns,
          lastType: chatMessages.type,
          lastBody: chatMessages.body,
          lastCreatedAt: chatMessages.createdAt,
          unread: sql<number>`(select count(*)::int from ${chatMessages} m where m.room_id = ${chatRooms.id} and m.id > ${read} and m.sender_role = ${other})`,
        })
        .from(chatRooms)
        .innerJoin(users, eq(users.id, chatRooms.userId))
        .innerJoin(providers, eq(providers.id, chatRooms.providerId))
        .leftJoin(chatMessages, eq(chatMessages.id, chatRooms.lastMessageId))
        .where(mine(side, id))
        .orderBy(desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`), desc(chatRooms.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
    },

    /** Rooms with a message from the other side after the caller's read marker. */
    async countUnreadRooms(side: Side, id: number): Promise<number> {
      const read = readColumn(side);
      const other = side === 'user' ? 'provider' : 'user';
      const res = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatRooms)
        .where(
          and(
            mine(side, id),
            sql`exists (select 1 from ${chatMessages} m where m.room_id = ${chatRooms.id} and m.id > ${read} and m.sender_role = ${other})`,
          ),
        );
      return Number(res[0]?.n ?? 0);
    },

    async markRead(roomId: number, side: Side, uptoId?: number): Promise<void> {
      const read = readColumn(side);
      const upto = uptoId ?? sql`coalesce(${chatRooms.lastMessageId}, 0)`;
      await db
        .update(chatRooms)
        .set(side === 'user' ? { userReadId: sql`greatest(${read}, ${upto})` } : { providerReadId: sql`greatest(${read}, ${upto})` })
        .where(eq(chatRooms.id, roomId));
    },

    /** The two members of a room, or null. */
    async roomMembers(roomId: number): Promise<RoomMembers | null> {
      const [row] = await db
        .select({ userId: chatRooms.userId, providerId: chatRooms.providerId })
        .from(chatRooms)
        .where(eq(chatRooms.id, roomId))
        .limit(1);
      return row ?? null;
    },

    async findByClientId(side: Side, senderId: number, clientMessageId: string): Promise<MessageRow | null> {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(
          and(eq(chatMessages.senderRole, side), eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Store a message in one statement: the sender's membership is checked, the message
     * inserted and the room's last-message pointer and the sender's read marker moved, all
     * atomically and in one round trip (the send path's cost is its round trips, not its work).
     * Returns the row and the room's two members, or null when the sender is not a member of
     * the room or the sender's client_message_id already exists (a resend).
     */
    async storeMessage(m: NewMessage): Promise<{ row: MessageRow; members: RoomMembers } | null> {
      const memberColumn = sql.raw(m.senderRole === 'user' ? 'user_id' : 'provider_id');
      const readMarker = sql.raw(m.senderRole === 'user' ? 'user_read_id' : 'provider_read_id');
      const res = (await db.execute(sql`
        with room as (
          select id, user_id, provider_id from chat_rooms where id = ${m.roomId} and ${memberColumn} = ${m.senderId}
        ), ins as (
          insert into chat_messages (room_id, sender_role, sender_id, type, body, file_name, invoice, client_message_id, created_at)
          select room.id, ${m.senderRole}, ${m.senderId}, ${m.type}, ${m.body}, ${m.fileName ?? null},
                 ${m.invoice ? JSON.stringify(m.invoice) : null}::jsonb, ${m.clientMessageId ?? null}, ${m.createdAt.toISOString()}::timestamptz
          from room
          on conflict do nothing
          returning *
        ), moved as (
          update chat_rooms r set
            last_message_id = greatest(coalesce(r.last_message_id, 0), ins.id),
            last_message_at = greatest(coalesce(r.last_message_at, ins.created_at), ins.created_at),
            ${readMarker} = greatest(r.${readMarker}, ins.id)
          from ins where r.id = ins.room_id
        )
        select ins.*, room.user_id as room_user_id, room.provider_id as room_provider_id from ins join room on room.id = ins.room_id
      `)) as unknown as { rows: StoredRow[] };
      const r = res.rows[0];
      if (!r) return null;
      return {
        row: {
          id: r.id,
          roomId: r.room_id,
          senderRole: r.sender_role,
          senderId: r.sender_id,
          type: r.type,
          body: r.body,
          fileName: r.file_name,
          invoice: r.invoice,
          clientMessageId: r.client_message_id,
          createdAt: new Date(r.created_at),
        },
        members: { userId: r.room_user_id, providerId: r.room_provider_id },
      };
    },

    async countMessages(roomId: number, beforeId?: number): Promise<number> {
      const res = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(beforeId ? and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, beforeId)) : eq(chatMessages.roomId, roomId));
      return Number(res[0]?.n ?? 0);
    },

    /** A page counted from the newest (offset 0 = latest), returned oldest first. */
    async listMessages(roomId: number, opts: { beforeId?: number; limit: number; offset: number }): Promise<MessageRow[]> {
      const where = opts.beforeId
        ? and(eq(chatMessages.roomId, roomId), lt(chatMessages.id, opts.beforeId))
        : eq(chatMessages.roomId, roomId);
      const rows = await db
        .select({ m: chatMessages, invoiceStatus: negotiations.status })
        .from(chatMessages)
        .leftJoin(negotiations, sql`${negotiations.id} = (${chatMessages.invoice}->>'negotiateId')::int`)
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(opts.limit)
        .offset(opts.offset);
      return rows.map((r) => ({ ...r.m, invoiceStatus: r.invoiceStatus })).reverse();
    },

    async insertFile(f: typeof chatFiles.$inferInsert): Promise<void> {
      await db.insert(chatFiles).values(f);
    },

    async findFile(roomId: number, path: string) {
      const [row] = await db
        .select()
        .from(chatFiles)
        .where(and(eq(chatFiles.roomId, roomId), eq(chatFiles.path, path)))
        .orderBy(asc(chatFiles.id))
        .limit(1);
      return row ?? null;
    },
  };
}

export type ChatRepository = ReturnType<typeof chatQueries>;

export function createChatRepository(db: Db): ChatRepository {
  return chatQueries(db);
}
