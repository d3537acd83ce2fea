/**
 * Chat service (`app.services.chat`): rooms between one customer and one provider (one per
 * service request), their messages, read markers and files. Messages are persisted, then
 * broadcast through the realtime hub. The server — never the client — decides the sender.
 *
 * ## API for other modules (e.g. orders posting a negotiation invoice)
 *
 * - `openRoom({ userId, providerId, requestServiceId }, tx?)` → `Promise<RoomRow>`
 *   Idempotent: returns the existing room of that request (or of that pair when
 *   `requestServiceId` is null), else creates it. Fails `chat.party_not_found` when the
 *   user or provider does not exist. Safe under concurrency (unique index + insert … on
 *   conflict do nothing, then read).
 * - `postMessage({ roomId, sender: { role: 'user'|'provider', id }, type, body?, invoice?,
 *   clientMessageId?, baseUrl? })` → `Promise<{ message: ChatMessage; duplicate: boolean }>`
 *   Checks the sender is a member, stores the message (room's last message and the sender's
 *   read marker move in the same transaction), then emits it to the other member: event
 *   `sendMessageRes` to sockets that entered the room (not the sender's) and `chatMessage`
 *   to the receiver's own sockets anywhere in the app (push box, chat count). `message` is
 *   the sender's view (`is_sender: true`). For `type: 'invoice'` pass
 *   `invoice: { negotiateId, requestServiceId, price, duration, taxValue, finalTotal }` in
 *   HALALAS; the body is generated (JSON text containing `final_total`, SR amounts).
 *   A repeated `clientMessageId` of the same sender returns the stored message
 *   (`duplicate: true`) and broadcasts nothing.
 * - `invoiceStatusChanged({ roomId, negotiateId, requestServiceId, status })`: pushes
 *   `invoiceStatus` to both members (call after the change commits).
 * - `stageMessage(input, tx)` → `Promise<{ message; publish(): void }>`: the same insert
 *   inside the caller's transaction (`tx` = a Db handle); call `publish()` after commit.
 *
 * HTTP/socket entry points (routes, chat.socket.ts): `rooms`, `messages`, `members`,
 * `upload`, `unreadCount`, `markRead`, `enter`, `send`.
 */
import path from 'node:path';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES_PER_PAGE,
  CHAT_TEXT_MAX,
  type ChatMember,
  type ChatInvoiceStatus,
  type ChatInvoiceStatusPush,
  type ChatMessage,
  type ChatRoom,
  sendMessagePayload,
} from '@souq/contracts';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/client';
import type { ChatInvoice } from '../../db/schema';
import { batched } from '../../lib/batches';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format-date';
import { toSR } from '../../lib/money';
import { pagination } from '../../lib/pagination';
import { fileTooLarge, type UploadedFile } from '../../lib/uploaded-file';
import type { Principal } from '../../lib/caller';
import type { Realtime } from '../realtime/socket';
import { avatarUrl } from '../storage/avatar';
import { unsignedPath } from '../storage/signed-urls';
import { containsNul, originalName as nameOf, type Storage } from '../storage/storage';
import {
  createChatRepository,
  type ChatRepository,
  type MessageRow,
  type NewMessage,
  type RoomListRow,
  type RoomMembers,
  type RoomRow,
  type Side,
} from './chat.repository';
import './chat.messages';

/** Socket.IO room of the sockets that entered a chat room. */
export const chatRoomChannel = (roomId: number) => `chat:${roomId}`;
/** Event to a member's own sockets (anywhere in the app) when a message arrives. */
export const CHAT_MESSAGE_PUSH = 'chatMessage';
export const ROOMS_LIMIT = 200;
/** Most messages one store statement takes (a batch this size is a few milliseconds of database work). */
export const STORE_BATCH_MAX = 500;
/**
 * Store statements under way at once (each on its own connection), so the database stores one
 * batch while the process answers another; a room's messages are never in two at once.
 */
export const STORE_BATCHES_IN_FLIGHT = 3;

/** Files a room accepts (by content): images, pdf, zip, Office; plain text by name. */
export const CHAT_FILE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};
const TEXT_EXTENSIONS: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

export interface ChatDeps {
  repo: ChatRepository;
  storage: Storage;
  realtime: Realtime;
  now: () => Date;
  maxUploadBytes: number;
  /** Configured PUBLIC_URL (absolute file links when no request base is known). */
  publicUrl: string | null;
}

export interface Sender {
  role: Side;
  id: number;
}

/** Invoice in halalas (as orders computes it): negotiateId, requestServiceId, price, duration, taxValue, finalTotal. */
export type InvoiceInput = ChatInvoice;

export interface PostMessageInput {
  roomId: number;
  sender: Sender;
  type: MessageRow['type'];
  /** Text, or the stored relative path of a room file (file/image); ignored for invoices. */
  body?: string;
  fileName?: string | null;
  invoice?: InvoiceInput;
  clientMessageId?: string | null;
  /** Base of absolute file URLs in the emitted payloads (defaults to PUBLIC_URL). */
  baseUrl?: string;
}

export interface RequestCtx {
  baseUrl: string;
}

const typeName = (side: Side) => (side === 'user' ? 'User' : 'Provider') as 'User' | 'Provider';
const asSide = (p: Principal): Side => {
  if (p.role !== 'user' && p.role !== 'provider') throw fail('chat.not_member');
  return p.role;
};
const isMember = (room: RoomRow, side: Side, id: number) => (side === 'user' ? room.userId === id : room.providerId === id);

/** The relative storage path named by an absolute /uploads/ URL (signed or not) or given as is. */
export function uploadPathOf(body: string): string | null {
  let p = body.trim();
  if (/^https?:\/\//i.test(p)) {
    try {
      p = decodeURIComponent(new URL(p).pathname);
    } catch {
      return null;
    }
  }
  const i = p.indexOf('/uploads/');
  if (i >= 0) p = p.slice(i + '/uploads/'.length);
  p = unsignedPath(p.replace(/^\/+/, ''));
  if (!p.startsWith('chat/') || p.includes('..')) return null;
  return p;
}

export function createChatService(deps: ChatDeps) {
  const { storage, realtime } = deps;
  const base = (b?: string) => (b ?? deps.publicUrl ?? '').replace(/\/$/, '');

  const invoiceDto = (inv: ChatInvoice | null, status: ChatInvoiceStatus = 'open') =>
    inv
      ? {
          negotaite_id: inv.negotiateId,
          negotiate_id: inv.negotiateId,
          request_service_id: inv.requestServiceId,
          price: toSR(inv.price),
          duration: inv.duration,
          tax_value: toSR(inv.taxValue),
          final_total: toSR(inv.finalTotal),
          status,
          is_paid: status === 'paid',
        }
      : null;

  const bodyOut = (type: MessageRow['type'], body: string, baseUrl: string) =>
    type === 'file' || type === 'image' ? (storage.url(body, baseUrl) ?? '') : body;

  /** A stored message as `viewer` sees it. */
  function messageDto(m: MessageRow, viewer: Side, baseUrl: string): ChatMessage {
    return {
      id: m.id,
      room_id: m.roomId,
      type: m.type,
      body: bodyOut(m.type, m.body, baseUrl),
      file_name: m.fileName,
      sender_id: m.senderId,
      sender_type: typeName(m.senderRole),
      is_sender: m.senderRole === viewer,
      created_dt: formatDateTime(m.createdAt),
      created_at: m.createdAt.toISOString(),
      client_message_id: m.clientMessageId,
      invoice: invoiceDto(m.invoice, m.invoiceStatus ?? 'open'),
    };
  }

  function membersDto(room: RoomRow, baseUrl: string): [ChatMember, ChatMember] {
    return [
      { id: room.userId, type: 'User', name: room.userName, user_name: room.userName, image: avatarUrl(storage, room.userImage, baseUrl) },
      {
        id: room.providerId,
        type: 'Provider',
        name: room.providerName,
        user_name: room.providerName,
        image: avatarUrl(storage, room.providerImage, baseUrl),
      },
    ];
  }

  function roomDto(r: RoomListRow, viewer: Side, baseUrl: string): ChatRoom {
    const [user, provider] = membersDto(r, baseUrl);
    return {
      id: r.id,
      request_service_id: r.requestServiceId,
      member: viewer === 'user' ? provider : user,
      last_message_body: r.lastType && r.lastBody !== null ? bodyOut(r.lastType, r.lastBody, baseUrl) : '',
      last_message_type: r.lastType,
      last_message_created_dt: r.lastCreatedAt ? formatDateTime(r.lastCreatedAt) : '',
      last_message_at: r.lastCreatedAt ? r.lastCreatedAt.toISOString() : null,
      unread_count: r.unread,
    };
  }

  async function memberRoom(principal: Principal, roomId: number): Promise<{ room: RoomRow; side: Side }> {
    const side = asSide(principal);
    const room = await deps.repo.findRoom(roomId);
    // The same answer for "no such room" and "not yours": room ids are not an oracle.
    if (!room || !isMember(room, side, principal.id)) throw fail('chat.room_not_found');
    return { room, side };
  }

  /** The body postMessage stores, checked (membership is checked by the insert itself). */
  function bodyOf(input: PostMessageInput): { body: string; invoice: ChatInvoice | null } {
    const body = input.body ?? '';
    if (input.type === 'invoice') {
      if (!input.invoice) throw fail('chat.invalid_message');
      const invoice = { ...input.invoice };
      // The body keeps the shape existing clients parse (no state: it is fixed when stored).
      const { status: _s, is_paid: _p, ...shown } = invoiceDto(invoice) as NonNullable<ReturnType<typeof invoiceDto>>;
      return { body: JSON.stringify(shown), invoice };
    }
    if (input.type === 'text' ? !body.trim() || body.length > CHAT_TEXT_MAX : !body) throw fail('chat.invalid_message');
    return { body, invoice: null };
  }

  /** `forSender`: the message as its sender sees it (the receiver's view differs only in is_sender). */
  function publish(members: RoomMembers, row: MessageRow, forSender: ChatMessage) {
    const receiver: Side = row.senderRole === 'user' ? 'provider' : 'user';
    const receiverId = receiver === 'user' ? members.userId : members.providerId;
    const forReceiver: ChatMessage = { ...forSender, is_sender: false };
    // Existing-client contract: sockets in the room, from the receiver's side, never the sender's sockets.
    realtime.toRoom(chatRoomChannel(row.roomId), CHAT_EVENTS.received, forReceiver, [`${row.senderRole}:${row.senderId}`]);
    realtime.notify(receiver, receiverId, CHAT_MESSAGE_PUSH, forReceiver);
    // The sender's other tabs keep in sync (clients de-duplicate by id).
    realtime.notify(row.senderRole, row.senderId, CHAT_MESSAGE_PUSH, forSender);
  }

  /**
   * Messages sent at about the same time, by any senders, are stored by one statement (the
   * database's per-statement cost, not the rows, is what a busy chat pays); each caller is
   * answered once that statement has committed, and a room's messages in the order they arrived.
   */
  const storeBatched = batched((ms: NewMessage[]) => deps.repo.storeMessages(ms), {
    maxItems: STORE_BATCH_MAX,
    maxInFlight: STORE_BATCHES_IN_FLIGHT,
    key: (m) => m.roomId,
  });

  /**
   * One statement checks membership and stores the message (batched with others unless it
   * belongs to the caller's transaction). Only when it stores nothing is the reason asked
   * for: not a member (`notMember`), or a resend of a stored client id.
   */
  async function insert(input: PostMessageInput, tx: Db | null, notMember: 'chat.not_member' | 'chat.room_not_found') {
    const { body, invoice } = bodyOf(input);
    const clientId = input.clientMessageId?.trim() || null;
    const repo = tx ? createChatRepository(tx) : deps.repo;
    const message: NewMessage = {
      roomId: input.roomId,
      senderRole: input.sender.role,
      senderId: input.sender.id,
      type: input.type,
      body,
      fileName: input.fileName ?? null,
      invoice,
      clientMessageId: clientId,
      createdAt: deps.now(),
    };
    const stored = tx ? (await repo.storeMessages([message]))[0] : await storeBatched(message);
    if (stored) return { ...stored, duplicate: false };
    const room = await repo.findRoom(input.roomId);
    if (!room || !isMember(room, input.sender.role, input.sender.id)) throw fail(notMember);
    const existing = clientId ? await repo.findByClientId(input.sender.role, input.sender.id, clientId) : null;
    if (!existing) throw new Error('chat message insert returned nothing');
    return { members: room as RoomMembers, row: existing, duplicate: true };
  }

  async function postMessage(
    input: PostMessageInput,
    notMember: 'chat.not_member' | 'chat.room_not_found' = 'chat.not_member',
  ): Promise<{ message: ChatMessage; duplicate: boolean }> {
    const baseUrl = base(input.baseUrl);
    const { members, row, duplicate } = await insert(input, null, notMember);
    const message = messageDto(row, input.sender.role, baseUrl);
    if (!duplicate) publish(members, row, message);
    return { message, duplicate };
  }

  return {
    messageDto,

    /** `tx`: open it inside the caller's transaction (orders). */
    async openRoom(input: { userId: number; providerId: number; requestServiceId?: number | null }, tx?: Db): Promise<RoomRow> {
      const repo = tx ? createChatRepository(tx) : deps.repo;
      const requestServiceId = input.requestServiceId ?? null;
      const found = await repo.findRoomFor(input.userId, input.providerId, requestServiceId);
      if (found) return found;
      if (!(await repo.partiesExist(input.userId, input.providerId))) throw fail('chat.party_not_found');
      await repo.insertRoom(input.userId, input.providerId, requestServiceId, deps.now());
      const room = await repo.findRoomFor(input.userId, input.providerId, requestServiceId);
      if (!room) throw new Error('chat room insert returned nothing');
      return room;
    },

    postMessage,

    /**
     * An invoice message's negotiation changed state (orders: paid): both members' sockets
     * hear `invoiceStatus` so an open room hides the pay button without reloading.
     */
    async invoiceStatusChanged(input: { roomId: number; negotiateId: number; requestServiceId: number | null; status: ChatInvoiceStatus }) {
      const members = await deps.repo.roomMembers(input.roomId);
      if (!members) return;
      const payload: ChatInvoiceStatusPush = {
        room_id: input.roomId,
        negotiate_id: input.negotiateId,
        request_service_id: input.requestServiceId,
        status: input.status,
        is_paid: input.status === 'paid',
      };
      realtime.notify('user', members.userId, CHAT_EVENTS.invoiceStatus, payload);
      realtime.notify('provider', members.providerId, CHAT_EVENTS.invoiceStatus, payload);
    },

    async stageMessage(input: PostMessageInput, tx: Db): Promise<{ message: ChatMessage; publish: () => void }> {
      const baseUrl = base(input.baseUrl);
      const { members, row, duplicate } = await insert(input, tx, 'chat.not_member');
      const message = messageDto(row, input.sender.role, baseUrl);
      return {
        message,
        publish: () => {
          if (!duplicate) publish(members, row, message);
        },
      };
    },

    /** GET /get-rooms */
    async rooms(ctx: RequestCtx, principal: Principal): Promise<{ rooms: ChatRoom[] }> {
      const side = asSide(principal);
      const rows = await deps.repo.listRooms(side, principal.id, ROOMS_LIMIT);
      return { rooms: rows.map((r) => roomDto(r, side, ctx.baseUrl)) };
    },

    /** GET /get-room-messages/{room}: page 1 = newest; marks the room read when the newest page is shown. */
    async messages(ctx: RequestCtx, principal: Principal, roomId: number, q: { page?: number; before?: number }) {
      const { room, side } = await memberRoom(principal, roomId);
      const page = q.page ?? 1;
      const perPage = CHAT_MESSAGES_PER_PAGE;
      const [total, rows] = await Promise.all([
        deps.repo.countMessages(roomId, q.before),
        deps.repo.listMessages(roomId, { beforeId: q.before, limit: perPage, offset: (page - 1) * perPage }),
      ]);
      if (page === 1 && !q.before) await deps.repo.markRead(roomId, side);
      const [listed] = (await deps.repo.listRooms(side, principal.id, ROOMS_LIMIT)).filter((r) => r.id === roomId);
      const roomRow: RoomListRow = listed ?? { ...room, lastType: null, lastBody: null, lastCreatedAt: null, unread: 0 };
      return {
        room: roomDto(roomRow, side, ctx.baseUrl),
        messages: { data: rows.map((m) => messageDto(m, side, ctx.baseUrl)), pagination: pagination(total, page, perPage) },
        members: membersDto(room, ctx.baseUrl),
      };
    },

    /** GET /room-members/{room}: [user, provider]. */
    async members(ctx: RequestCtx, principal: Principal, roomId: number): Promise<ChatMember[]> {
      const { room } = await memberRoom(principal, roomId);
      return membersDto(room, ctx.baseUrl);
    },

    /** POST /upload-room-file/{room}: type (by content) and size checked; answers the absolute URL. */
    async upload(ctx: RequestCtx, principal: Principal, roomId: number, file: UploadedFile, bodyRoomId?: number) {
      if (bodyRoomId !== undefined && bodyRoomId !== roomId) throw fail('chat.room_not_found');
      const { side } = await memberRoom(principal, roomId);
      if (file.size > deps.maxUploadBytes) throw fileTooLarge(deps.maxUploadBytes);
      const detected = await fileTypeFromFile(file.path);
      const nameExt = path.extname(file.filename).slice(1).toLowerCase();
      const known = detected ? CHAT_FILE_TYPES[detected.mime] : undefined;
      const textMime = !detected && !(await containsNul(file.path)) ? TEXT_EXTENSIONS[nameExt] : undefined;
      let mime: string;
      let ext: string;
      if (detected && known) {
        mime = detected.mime;
        ext = known;
      } else if (textMime) {
        mime = textMime;
        ext = nameExt;
      } else throw fail('chat.file_type');
      const rel = await storage.save(`chat/${roomId}`, file, ext);
      const originalName = nameOf(file, `file.${ext}`);
      try {
        await deps.repo.insertFile({
          roomId,
          uploaderRole: side,
          uploaderId: principal.id,
          path: rel,
          originalName,
          mime,
          size: file.size,
          createdAt: deps.now(),
        });
      } catch (err) {
        await storage.remove(rel).catch(() => undefined);
        throw err;
      }
      return {
        file_name: storage.url(rel, ctx.baseUrl) ?? '',
        type: mime.startsWith('image/') ? ('image' as const) : ('file' as const),
        name: originalName,
      };
    },

    async unreadCount(principal: Principal): Promise<{ count: number }> {
      return { count: await deps.repo.countUnreadRooms(asSide(principal), principal.id) };
    },

    async markRead(principal: Principal, roomId: number): Promise<{ count: number }> {
      const { side } = await memberRoom(principal, roomId);
      await deps.repo.markRead(roomId, side);
      return { count: await deps.repo.countUnreadRooms(side, principal.id) };
    },

    /** Socket `enterChat`: members only. */
    async enter(principal: Principal, payload: unknown): Promise<number> {
      const roomId = Number((payload as { room_id?: unknown } | null)?.room_id);
      if (!Number.isInteger(roomId) || roomId <= 0) throw fail('chat.invalid_message');
      await memberRoom(principal, roomId);
      return roomId;
    },

    /**
     * Socket `sendMessage`: validated, sender from the token (the payload's sender_*,
     * receiver_* and avater are ignored), file/image bodies must name a file uploaded to
     * that room; persisted, then broadcast. Answers the sender's view of the stored message.
     */
    async send(principal: Principal, payload: unknown, baseUrl: string): Promise<ChatMessage> {
      const side = asSide(principal);
      const parsed = sendMessagePayload.safeParse(coerceRoomId(payload));
      if (!parsed.success) throw fail('chat.invalid_message');
      const p = parsed.data;
      let body = p.body;
      let fileName: string | null = null;
      // A text message's membership is checked by the insert; a file's before its lookup.
      if (p.type !== 'text') {
        await memberRoom(principal, p.room_id);
        const rel = uploadPathOf(p.body);
        const file = rel ? await deps.repo.findFile(p.room_id, rel) : null;
        if (!file) throw fail('chat.file_not_in_room');
        if (p.type === 'image' && !file.mime.startsWith('image/')) throw fail('chat.not_an_image');
        body = file.path;
        fileName = file.originalName;
      }
      const { message } = await postMessage(
        {
          roomId: p.room_id,
          sender: { role: side, id: principal.id },
          type: p.type,
          body,
          fileName,
          clientMessageId: p.client_message_id ?? null,
          baseUrl,
        },
        // The same answer for "no such room" and "not yours", as memberRoom gives.
        'chat.room_not_found',
      );
      return message;
    },
  };
}

/** The existing client sends room_id as a string. */
function coerceRoomId(payload: unknown): unknown {
  if (!payload || typeof payload !== 'object') return payload;
  const p = payload as Record<string, unknown>;
  return { ...p, room_id: typeof p.room_id === 'string' && /^\d+$/.test(p.room_id) ? Number(p.room_id) : p.room_id };
}

export type ChatService = ReturnType<typeof createChatService>;
