/**
 * Chat: rooms (one customer + one provider, one per service request), their messages and
 * file uploads, over HTTP; live delivery is Socket.IO (`CHAT_EVENTS` below). Shapes follow
 * the existing client (docs/legacy-client.md#ec-1-8, #ec-3): `data.rooms`, `data.messages.data`
 * oldest first with `data.members`, room members as [user, provider], upload answering
 * `data.file_name` as an absolute URL.
 */
import { z } from 'zod';
import { endpoint, fileSchema, idSchema, pageSchema, paginationSchema } from './common';

export const CHAT_MESSAGES_PER_PAGE = 30;
/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 2000;

export const chatMessageTypes = ['text', 'file', 'image', 'invoice'] as const;
export type ChatMessageType = (typeof chatMessageTypes)[number];
/** The sender/receiver type names the existing client sends. */
export const chatParticipantTypes = ['User', 'Provider'] as const;
export type ChatParticipantType = (typeof chatParticipantTypes)[number];

/** Socket.IO event names (docs/product/chat.md#connection). */
export const CHAT_EVENTS = {
  enter: 'enterChat',
  exit: 'exitChat',
  send: 'sendMessage',
  received: 'sendMessageRes',
  /** A new message to a member's own sockets anywhere in the app (chat count, push box; chat.service `CHAT_MESSAGE_PUSH`). */
  push: 'chatMessage',
  /** Stored notification pushed to its recipient (modules/realtime). */
  notification: 'notification',
  /** An invoice message changed state (paid, or replaced by a newer sheet): `ChatInvoiceStatusPush`, to both members. */
  invoiceStatus: 'invoiceStatus',
} as const;

/** Invoice of a negotiation, SR amounts. `negotaite_id` is the existing client's spelling. */
export const chatInvoiceSchema = z.object({
  negotaite_id: z.number().int(),
  negotiate_id: z.number().int(),
  request_service_id: z.number().int().nullable(),
  price: z.number(),
  duration: z.number().int(),
  tax_value: z.number(),
  final_total: z.number(),
  /** The negotiation's state now (additive fields): pay only while `open`; `superseded` = a newer sheet replaced it. */
  status: z.enum(['open', 'paid', 'superseded', 'closed']),
  is_paid: z.boolean(),
});
export type ChatInvoice = z.infer<typeof chatInvoiceSchema>;
export type ChatInvoiceStatus = ChatInvoice['status'];

/** Payload of `CHAT_EVENTS.invoiceStatus`. */
export const chatInvoiceStatusPushSchema = z.object({
  room_id: z.number().int(),
  negotiate_id: z.number().int(),
  request_service_id: z.number().int().nullable(),
  status: z.enum(['open', 'paid', 'superseded', 'closed']),
  is_paid: z.boolean(),
});
export type ChatInvoiceStatusPush = z.infer<typeof chatInvoiceStatusPushSchema>;

/** A message as one member sees it (`is_sender` from that member's side). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  type: z.enum(chatMessageTypes),
  /** Text as typed (render as text, never HTML); absolute URL for file/image; JSON text for invoice. */
  body: z.string(),
  /** Original name of an uploaded file, else null. */
  file_name: z.string().nullable(),
  sender_id: z.number().int(),
  sender_type: z.enum(chatParticipantTypes),
  is_sender: z.boolean(),
  /** Display date (Riyadh, YYYY-MM-DD HH:mm), shown verbatim by the existing client. */
  created_dt: z.string(),
  /** ISO timestamp. */
  created_at: z.string(),
  client_message_id: z.string().nullable(),
  invoice: chatInvoiceSchema.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** A room member. Users carry `user_name` (and `name`), providers `name` (docs/legacy-client.md#ec-6-3). */
export const chatMemberSchema = z.object({
  id: z.number().int(),
  type: z.enum(chatParticipantTypes),
  name: z.string(),
  user_name: z.string(),
  /** Absolute URL (default avatar when none). */
  image: z.string(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

export const chatRoomSchema = z.object({
  id: z.number().int(),
  request_service_id: z.number().int().nullable(),
  /** The other member, as the caller sees the room. */
  member: chatMemberSchema,
  /** Never null: '' for an empty room. */
  last_message_body: z.string(),
  last_message_type: z.enum(chatMessageTypes).nullable(),
  last_message_created_dt: z.string(),
  /** ISO, or null for an empty room. */
  last_message_at: z.string().nullable(),
  /** Messages from the other member the caller has not read. */
  unread_count: z.number().int(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;

const roomParams = z.object({ room: idSchema });

export const roomMessagesQuery = z.object({
  page: pageSchema,
  /** Messages older than this id (scroll-up paging that ignores messages arriving meanwhile). */
  before: idSchema.optional(),
});

export const uploadRoomFileBody = z.object({
  file: fileSchema,
  room_id: idSchema.optional(),
});

export const chat = {
  rooms: endpoint({
    method: 'GET',
    path: '/get-rooms',
    roles: ['user', 'provider'],
    response: z.object({ rooms: z.array(chatRoomSchema) }),
  }),
  /** Newest page first (page 1 = the latest messages); within a page oldest first. Marks the room read. */
  messages: endpoint({
    method: 'GET',
    path: '/get-room-messages/:room',
    roles: ['user', 'provider'],
    params: roomParams,
    query: roomMessagesQuery,
    response: z.object({
      room: chatRoomSchema,
      messages: z.object({ data: z.array(chatMessageSchema), pagination: paginationSchema }),
      /** [user, provider] */
      members: z.array(chatMemberSchema),
    }),
  }),
  /** [user, provider], in that order. */
  members: endpoint({
    method: 'GET',
    path: '/room-members/:room',
    roles: ['user', 'provider'],
    params: roomParams,
    response: z.array(chatMemberSchema),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/upload-room-file/:room',
    roles: ['user', 'provider'],
    params: roomParams,
    body: uploadRoomFileBody,
    response: z.object({ file_name: z.string(), type: z.enum(['image', 'file']), name: z.string() }),
  }),
  /** Rooms with unread messages (the header's chat count). */
  unreadCount: endpoint({
    method: 'GET',
    path: '/chat/unread-count',
    roles: ['user', 'provider'],
    response: z.object({ count: z.number().int() }),
  }),
  /** Mark everything in the room read (called when a message arrives in the open room). */
  markRead: endpoint({
    method: 'POST',
    path: '/chat/rooms/:room/read',
    roles: ['user', 'provider'],
    params: roomParams,
    response: z.object({ count: z.number().int() }),
  }),
};

// ---- socket payloads -----------------------------------------------------------------

export const enterChatPayload = z.object({ room_id: idSchema });

/** `sendMessage`: the existing client also sends sender_*, avater, receiver_* — ignored (the token decides). */
export const sendMessagePayload = z.object({
  room_id: idSchema,
  type: z.enum(['text', 'file', 'image']),
  body: z.string().trim().min(1).max(CHAT_TEXT_MAX),
  client_message_id: z.string().trim().min(1).max(100).optional(),
});
export type SendMessagePayload = z.input<typeof sendMessagePayload>;

/** Acknowledgement of `sendMessage` / `enterChat`. */
export type ChatAck<T = ChatMessage> = { key: 'success'; msg: string; data: T } | { key: 'fail'; msg: string; data: null };

/** `notification` push payload (modules/realtime pushNotifications). */
export const notificationPushSchema = z.object({
  id: z.number().int(),
  body_ar: z.string(),
  body_en: z.string(),
  created_at: z.string(),
  data: z.object({ type: z.string(), request_service_id: z.number().int().nullable() }),
});
export type NotificationPush = z.infer<typeof notificationPushSchema>;
