/**
 * Chat over Socket.IO (docs/legacy-client.md#ec-3): `enterChat` / `exitChat` join and leave a chat
 * room's channel (members only), `sendMessage` stores a message and broadcasts it
 * (chat.service.ts `send`). Every handler answers through the Socket.IO acknowledgement
 * when the client asks for one: `{ key: 'success', msg, data }` or `{ key: 'fail', msg, data: null }`.
 */
import { CHAT_EVENTS, type ChatAck } from '@souq/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/errors';
import { t } from '../../lib/i18n';
import { type BaseUrlPolicy, publicBaseUrl } from '../../lib/request-context';
import type { SouqSocket } from '../realtime/socket';
import { type ChatService, chatRoomChannel } from './chat.service';

type Ack = ((answer: ChatAck<unknown>) => void) | undefined;

/** Base of absolute file URLs for a socket: the same rule as an HTTP request's (lib/request-context.ts). */
export function socketBaseUrl(socket: SouqSocket, policy: BaseUrlPolicy): string {
  const h = socket.handshake.headers;
  const forwardedProto = policy.trustProxy
    ? String(h['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  return publicBaseUrl(h, forwardedProto || (socket.handshake.secure ? 'https' : 'http'), policy);
}

export function chatSocketHandlers(chat: ChatService, policy: BaseUrlPolicy, log: FastifyBaseLogger) {
  return (socket: SouqSocket) => {
    const principal = socket.data.principal;
    // The handshake's headers are the socket's for its whole life: its file base URL too.
    const baseUrl = socketBaseUrl(socket, policy);
    const reply = (ack: Ack, answer: ChatAck<unknown>) => {
      if (typeof ack === 'function') ack(answer);
    };
    const failed = (ack: Ack, err: unknown) => {
      if (err instanceof DomainError) return reply(ack, { key: 'fail', msg: t(socket.data.lang, err.messageKey, err.params), data: null });
      log.error({ err }, 'chat socket handler failed');
      reply(ack, { key: 'fail', msg: t(socket.data.lang, 'chat.invalid_message'), data: null });
    };
    // One queue per socket: Socket.IO delivers a client's events in order, but the async
    // handlers would otherwise race on the database pool (PostgreSQL) and store a burst of
    // messages out of order. Chained, one sender's messages are stored and broadcast as sent.
    let queue: Promise<void> = Promise.resolve();
    const on = (event: string, handler: (payload: unknown, ack: Ack) => Promise<void>) => {
      (socket as unknown as { on(e: string, h: (...args: unknown[]) => void): void }).on(event, (...args: unknown[]) => {
        const ack = typeof args[args.length - 1] === 'function' ? (args[args.length - 1] as Ack) : undefined;
        const payload = typeof args[0] === 'function' ? undefined : args[0];
        queue = queue.then(() => handler(payload, ack).catch((err) => failed(ack, err)));
      });
    };

    on(CHAT_EVENTS.enter, async (payload, ack) => {
      const roomId = await chat.enter(principal, payload);
      await socket.join(chatRoomChannel(roomId));
      reply(ack, { key: 'success', msg: t(socket.data.lang, 'chat.entered'), data: { room_id: roomId } });
    });

    on(CHAT_EVENTS.exit, async (payload, ack) => {
      const roomId = Number((payload as { room_id?: unknown } | null)?.room_id);
      for (const room of socket.rooms) {
        if (room.startsWith('chat:') && (!roomId || room === chatRoomChannel(roomId))) await socket.leave(room);
      }
      reply(ack, { key: 'success', msg: 'ok', data: null });
    });

    on(CHAT_EVENTS.send, async (payload, ack) => {
      const message = await chat.send(principal, payload, baseUrl);
      reply(ack, { key: 'success', msg: t(socket.data.lang, 'chat.sent'), data: message });
    });
  };
}
