import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { providers, users } from './identity';
import { requestServices } from './catalog';
import { createdAt, requiredRef } from './columns';

/**
 * A chat room: one customer and one provider, one per service request (docs/architecture.md#chat-rooms).
 * A room without a request (opened from a profile) is unique per pair. Read markers: the
 * id of the last message each side has seen (0 = none).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial('id').primaryKey(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    providerId: requiredRef('provider_id', () => providers.id, { onDelete: 'cascade' }),
    requestServiceId: integer('request_service_id').references(() => requestServices.id, { onDelete: 'set null' }),
    /** Newest message (null while empty); kept in the message's transaction. */
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    userReadId: integer('user_read_id').notNull().default(0),
    providerReadId: integer('provider_read_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_request_uq').on(t.requestServiceId),
    uniqueIndex('chat_rooms_pair_uq').on(t.userId, t.providerId).where(sql`${t.requestServiceId} is null`),
    index('chat_rooms_user_idx').on(t.userId, t.lastMessageAt),
    index('chat_rooms_provider_idx').on(t.providerId, t.lastMessageAt),
  ],
);

/** Invoice carried by an `invoice` message (money in halalas). */
export interface ChatInvoice {
  negotiateId: number;
  requestServiceId: number | null;
  price: number;
  duration: number;
  taxValue: number;
  finalTotal: number;
}

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    roomId: requiredRef('room_id', () => chatRooms.id, { onDelete: 'cascade' }),
    senderRole: text('sender_role', { enum: ['user', 'provider'] }).notNull(),
    senderId: integer('sender_id').notNull(),
    type: text('type', { enum: ['text', 'file', 'image', 'invoice'] }).notNull(),
    /** Text as typed (never HTML); for file/image the stored relative path; for invoice a JSON string (contains "final_total"). */
    body: text('body').notNull(),
    /** Original file name of a file/image message. */
    fileName: text('file_name'),
    invoice: jsonb('invoice').$type<ChatInvoice>(),
    /** Client-chosen id: a resend with the same id returns the stored message. */
    clientMessageId: text('client_message_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_id_uq').on(t.senderRole, t.senderId, t.clientMessageId),
  ],
);

/** Files uploaded to a room (upload-room-file); a file/image message must name one of these. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    roomId: requiredRef('room_id', () => chatRooms.id, { onDelete: 'cascade' }),
    uploaderRole: text('uploader_role', { enum: ['user', 'provider'] }).notNull(),
    uploaderId: integer('uploader_id').notNull(),
    path: text('path').notNull().unique(),
    originalName: text('original_name').notNull().default(''),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_room_idx').on(t.roomId)],
);
