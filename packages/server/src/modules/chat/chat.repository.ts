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

/** A message as stored, with the room's two members. */
export interface StoredMessage {
  row: MessageRow;
  members: RoomMembers;
}

/** What the store statement answers for each message it stored: its place in the input, its id, the room's members. */
interface StoredRow {
  ord: number;
  id: number;
  user_id: number;
  provider_id: number;
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
     * Store messages in one statement, whatever their number: each sender's membership is
     * checked, the messages inserted, and each room's last-message pointer and each sender's
     * read marker moved, all atomically and in one round trip (the send path's cost is its round
     * trips, not its work). Ids follow the input's order, so messages keep their order within a
     * room. The rooms are locked in id order first: two processes storing batches that share
     * rooms then wait for each other instead of deadlocking.
     * Answers, in the input's order, each stored message with its room's members, or null when
     * the sender is not a member of the room or the sender's client_message_id already exists
     * (a resend, also one repeated within the batch: the first is stored).
     */
    async storeMessages(ms: NewMessage[]): Promise<(StoredMessage | null)[]> {
      if (!ms.length) return [];
      const column = <T>(f: (m: NewMessage) => T) => sql.param(ms.map(f));
      const res = (await db.execute(sql`
        with input as (
          select t.*, nextval('chat_messages_id_seq') as id
          from unnest(
            ${column((m) => m.roomId)}::int[], ${column((m) => m.senderRole)}::text[], ${column((m) => m.senderId)}::int[],
            ${column((m) => m.type)}::text[], ${column((m) => m.body)}::text[], ${column((m) => m.fileName ?? null)}::text[],
            ${column((m) => (m.invoice ? JSON.stringify(m.invoice) : null))}::text[], ${column((m) => m.clientMessageId ?? null)}::text[],
            ${column((m) => m.createdAt.toISOString())}::timestamptz[]
          ) with ordinality as t(room_id, sender_role, sender_id, type, body, file_name, invoice, client_message_id, created_at, ord)
        ), room as (
          select id, user_id, provider_id from chat_rooms where id in (select room_id from input) order by id for update
        ), ins as (
          insert into chat_messages (id, room_id, sender_role, sender_id, type, body, file_name, invoice, client_message_id, created_at)
          select i.id, i.room_id, i.sender_role, i.sender_id, i.type, i.body, i.file_name, i.invoice::jsonb, i.client_message_id, i.created_at
          from input i join room on room.id = i.room_id
            and i.sender_id = case i.sender_role when 'user' then room.user_id when 'provider' then room.provider_id end
          order by i.ord
          on conflict do nothing
          returning id, room_id, sender_role, created_at
        ), moved as (
          update chat_rooms r set
            last_message_id = greatest(coalesce(r.last_message_id, 0), m.last_id),
            last_message_at = greatest(coalesce(r.last_message_at, m.last_at), m.last_at),
            user_read_id = greatest(r.user_read_id, m.user_last),
            provider_read_id = greatest(r.provider_read_id, m.provider_last)
          from (
            select room_id, max(id) as last_id, max(created_at) as last_at,
                   coalesce(max(id) filter (where sender_role = 'user'), 0) as user_last,
                   coalesce(max(id) filter (where sender_role = 'provider'), 0) as provider_last
            from ins group by room_id
          ) m
          where r.id = m.room_id
        )
        select i.ord::int as ord, ins.id, room.user_id, room.provider_id
        from ins join input i on i.id = ins.id join room on room.id = ins.room_id
      `)) as unknown as { rows: StoredRow[] };
      const out: (StoredMessage | null)[] = ms.map(() => null);
      for (const r of res.rows) {
        const m = ms[r.ord - 1];
        if (!m) continue;
        out[r.ord - 1] = {
          row: {
            id: r.id,
            roomId: m.roomId,
            senderRole: m.senderRole,
            senderId: m.senderId,
            type: m.type,
            body: m.body,
            fileName: m.fileName ?? null,
            invoice: m.invoice ?? null,
            clientMessageId: m.clientMessageId ?? null,
            createdAt: m.createdAt,
          },
          members: { userId: r.user_id, providerId: r.provider_id },
        };
      }
      return out;
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
