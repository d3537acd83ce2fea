/** Chat rooms, messages, room files and the unread count (contracts `chat`). Live delivery: ../realtime.ts. */
import { chat } from '@souq/contracts';
import { call } from '../call';

export const getChatRooms = () => call(chat.rooms);
/** Page 1 = the newest messages (oldest first within the page); `before` pages older than a message id. Marks the room read. */
export const getRoomMessages = (room: number, query: { page?: number; before?: number } = {}) =>
  call(chat.messages, { params: { room }, query });
export const getRoomMembers = (room: number) => call(chat.members, { params: { room } });
/** Multipart `file` (+ `room_id`); answers the absolute URL to send as the message body. */
export const uploadRoomFile = (room: number, file: File) => call(chat.upload, { params: { room }, body: { file, room_id: room } });
export const getChatUnreadCount = () => call(chat.unreadCount);
export const markRoomRead = (room: number) => call(chat.markRead, { params: { room } });
