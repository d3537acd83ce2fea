/** Chat data as the API answers it (contracts `chat`), for the page tests. */
import type { ChatMember, ChatMessage, ChatRoom } from '@souq/contracts';

export function createMember(overrides: Partial<ChatMember> = {}): ChatMember {
  return {
    id: 7,
    type: 'Provider',
    name: 'استوديو الندى',
    user_name: 'استوديو الندى',
    image: 'http://localhost/uploads/avatars/p7.png',
    ...overrides,
  };
}

export function createRoom(overrides: Partial<ChatRoom> = {}): ChatRoom {
  return {
    id: 1,
    request_service_id: 11,
    member: createMember(),
    last_message_body: 'مرحبا',
    last_message_type: 'text',
    last_message_created_dt: '2026-11-25 10:00',
    last_message_at: '2026-11-25T07:00:00.000Z',
    unread_count: 0,
    ...overrides,
  };
}

let nextId = 100;
export function createMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  nextId += 1;
  return {
    id: nextId,
    room_id: 1,
    type: 'text',
    body: 'نص',
    file_name: null,
    sender_id: 7,
    sender_type: 'Provider',
    is_sender: false,
    created_dt: '2026-11-25 10:00',
    created_at: '2026-11-25T07:00:00.000Z',
    client_message_id: null,
    invoice: null,
    ...overrides,
  };
}

export function messagesPage(room: ChatRoom, messages: ChatMessage[], perPage = 30) {
  return {
    room,
    messages: {
      data: messages,
      pagination: { total_items: messages.length, per_page: perPage, current_page: 1, last_page: 1 },
    },
    members: [createMember({ id: 3, type: 'User', name: 'سارة', user_name: 'سارة' }), room.member],
  };
}
