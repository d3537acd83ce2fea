/**
 * Chat over HTTP (docs/legacy-client.md#ec-1-8): rooms, a room's messages and members, file upload,
 * and our clients' unread count / mark-read. Also registers the chat socket events on the
 * app's realtime hub (chat.socket.ts). Schemas and roles: @souq/contracts (chat).
 */
import { chat as api } from '@souq/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { route } from '../../lib/route';
import { signedIn } from '../../lib/caller';
import { baseUrlPolicy } from '../../lib/request-context';
import { chatSocketHandlers } from './chat.socket';

export default async function chatModule(app: FastifyInstance) {
  const { chat } = app.services;
  app.realtime.onConnection(chatSocketHandlers(chat, baseUrlPolicy(app.deps.config), app.log));

  // The existing client reads data.rooms without a key check: failures keep the shape.
  route(app, api.rooms, async (request) => ok(request, await chat.rooms(request, signedIn(request))), {
    onInvalid: { data: () => ({ rooms: [] }) },
  });

  route(app, api.messages, async (request) =>
    ok(request, await chat.messages(request, signedIn(request), request.params.room, request.query)),
  );

  route(app, api.members, async (request) => ok(request, await chat.members(request, signedIn(request), request.params.room)));

  route(app, api.upload, async (request) =>
    ok(
      request,
      await chat.upload(request, signedIn(request), request.params.room, request.body.file, request.body.room_id),
      'chat.uploaded',
    ),
  );

  route(app, api.unreadCount, async (request) => ok(request, await chat.unreadCount(signedIn(request))));

  route(app, api.markRead, async (request) => ok(request, await chat.markRead(signedIn(request), request.params.room)));
}
