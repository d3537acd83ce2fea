/**
 * Realtime foundation: Socket.IO on the app's HTTP server (path /socket.io). Every socket
 * authenticates with the bearer token in the handshake (`auth.token`, or an
 * `Authorization: Bearer …` header); unauthenticated sockets are refused
 * (docs/legacy-client.md#differences). Each socket joins its principal's room (`user:<id>`,
 * `provider:<id>`, `admin:<id>`), so services push with `app.realtime.notify(role, id, …)`,
 * and its token's room (`token:<id>`), so revoking a token disconnects its sockets.
 * The realtime hub belongs to the app instance (two apps in one process never share rooms).
 * With REDIS_URL the Redis adapter lets several processes share rooms.
 * @see https://socket.io/docs/v4/redis-adapter/
 */
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { ORDER_EVENTS } from '@souq/contracts';
import { pickLang, type Lang } from '../../lib/i18n';
import type { Principal, Role } from '../../lib/caller';
import { closeRedis, openRedis } from '../../lib/redis';
import { sha256 } from '../auth/token.repository';
import { coalesceWrites, holdUntilTurnEnds } from './coalesce-writes';
import { skipOwnMessages } from './own-messages';
import type { StoredNotification } from '../notifications/notification.repository';

export const SOCKET_PATH = '/socket.io';

/** What the server knows about a connected socket (set at handshake, trusted). */
export interface SocketData {
  principal: Principal;
  tokenHash: string;
  lang: Lang;
}

export type SouqSocket = Socket<
  Record<string, (...args: never[]) => void>,
  Record<string, (...args: never[]) => void>,
  Record<string, never>,
  SocketData
>;
type ConnectionHandler = (socket: SouqSocket) => void;

export const roomOf = (role: Role, id: number) => `${role}:${id}`;
/** Every socket also joins its token's room (by the token's hash), so ending a session can drop exactly its sockets. */
export const tokenRoomOf = (tokenHash: string) => `token:${tokenHash}`;
/** setTimeout cannot wait longer than this (about 24.8 days); a later expiry is caught by the next handshake. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The token a client sent: `auth.token` (with or without "Bearer "), else the Authorization header. */
export function handshakeToken(auth: unknown, authorization: string | undefined): string | null {
  const fromAuth = auth && typeof auth === 'object' ? (auth as { token?: unknown }).token : undefined;
  const raw = typeof fromAuth === 'string' && fromAuth.trim() ? fromAuth : (authorization ?? '');
  const token = raw
    .trim()
    .replace(/^Bearer\s+/i, '')
    .trim();
  return token && token !== 'null' && token !== 'undefined' ? token : null;
}

export function createRealtime() {
  let io: Server | null = null;
  const handlers: ConnectionHandler[] = [];

  return {
    /** The Socket.IO server once attached (null before, e.g. in route-only tests). */
    get io(): Server | null {
      return io;
    },

    /** Register per-connection handlers (chat events…); applies to sockets connecting later. */
    onConnection(handler: ConnectionHandler): void {
      handlers.push(handler);
    },

    /** Emit `event` to every socket of one principal. A no-op while nothing is attached. */
    notify(role: Role, id: number, event: string, payload: unknown): void {
      io?.to(roomOf(role, id)).emit(event, payload);
    },

    /**
     * A service order changed: `ORDER_EVENTS.changed` to each party's sockets (every tab of
     * either side refetches it). Parties without an id (no provider yet) are skipped.
     */
    orderChanged(requestServiceId: number, parties: { role: Role; id: number | null | undefined }[]): void {
      if (!io) return;
      const rooms = new Set(parties.filter((p) => p.id != null).map((p) => roomOf(p.role, p.id as number)));
      if (rooms.size) io.to([...rooms]).emit(ORDER_EVENTS.changed, { request_service_id: requestServiceId });
    },

    /** Emit `event` to the sockets in a named room (e.g. a chat room), except those in `except` rooms. */
    toRoom(room: string, event: string, payload: unknown, except: string[] = []): void {
      if (!io) return;
      (except.length ? io.to(room).except(except) : io.to(room)).emit(event, payload);
    },

    /** @internal used by attachRealtime */
    bind(server: Server | null): void {
      io = server;
    },
    /** @internal */
    connected(socket: SouqSocket): void {
      for (const h of handlers) h(socket);
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

/**
 * Live push of stored notifications (the notifications service's `push` hook): event
 * `notification` to the recipient's room, with both languages' bodies.
 */
export function pushNotifications(realtime: Realtime, stored: StoredNotification[]): void {
  for (const n of stored) {
    realtime.notify(n.recipientRole, n.recipientId, 'notification', {
      id: n.id,
      body_ar: n.bodyAr,
      body_en: n.bodyEn,
      created_at: n.createdAt.toISOString(),
      data: { type: n.type, request_service_id: n.requestServiceId },
    });
  }
}

/**
 * Fastify plugin: attaches Socket.IO to `app.server` (it serves once the app listens; in
 * inject-only tests it stays idle). Sockets are dropped before the HTTP server closes, so
 * open WebSockets cannot hold a shutdown.
 */
export const realtimePlugin = fp(async (app: FastifyInstance) => {
  const { realtime } = app;
  const io = new Server(app.server, {
    path: SOCKET_PATH,
    // A remote may be served from another origin; the token, not the origin, authenticates.
    cors: { origin: true, credentials: false },
    serveClient: false,
  });
  io.engine.on('connection', coalesceWrites);

  const redisUrl = app.deps.config.redisUrl;
  const redis: Redis[] = [];
  if (redisUrl) {
    // Subscriptions wait for the connection (offline queue) and come back after a reconnection.
    const pub = openRedis(redisUrl, app.log, { enableOfflineQueue: true });
    const sub = openRedis(redisUrl, app.log, { enableOfflineQueue: true, maxRetriesPerRequest: null });
    redis.push(pub, sub);
    // The adapter publishes without catching: a publish refused while Redis is away would be an
    // unhandled rejection (the process's end). The message is lost; members fetch on reconnect.
    // The publishes of one event-loop turn (a stored batch's broadcasts) leave in one write.
    const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
    (pub as unknown as { publish: typeof publish }).publish = (...args) => {
      holdUntilTurnEnds(pub.stream);
      return publish(...args).catch((err: unknown) => {
        app.log.warn({ err }, 'socket message not published');
        return 0;
      });
    };
    io.adapter(createAdapter(pub, sub));
    skipOwnMessages(io.of('/').adapter as unknown as Parameters<typeof skipOwnMessages>[0]);
  }

  io.use((socket, next) => {
    const token = handshakeToken(socket.handshake.auth, socket.handshake.headers.authorization);
    if (!token) return next(new Error('unauthenticated'));
    app.deps.tokens
      .resolve(token)
      .then((principal) => {
        if (!principal) return next(new Error('unauthenticated'));
        const data = socket.data as SocketData;
        data.principal = principal;
        data.tokenHash = sha256(token);
        const auth = socket.handshake.auth as { lang?: unknown } | undefined;
        data.lang = pickLang(auth?.lang ?? socket.handshake.headers.lang);
        next();
      })
      .catch(() => next(new Error('unauthenticated')));
  });

  io.on('connection', (socket) => {
    const s = socket as unknown as SouqSocket;
    const { principal } = s.data;
    void s.join([roomOf(principal.role, principal.id), tokenRoomOf(s.data.tokenHash)]);
    // A socket lives no longer than its session's absolute expiry.
    const left = principal.expiresAt ? principal.expiresAt.getTime() - app.deps.now().getTime() : Number.POSITIVE_INFINITY;
    if (left < MAX_TIMER_MS) {
      const timer = setTimeout(() => s.disconnect(true), Math.max(0, left));
      timer.unref();
      s.once('disconnect', () => clearTimeout(timer));
    }
    realtime.connected(s);
  });

  // A revoked session (sign-out, password change or reset, suspension, expiry) loses its live
  // sockets at once. Through the Redis adapter this reaches the sockets held by every process.
  app.deps.tokens.onRevoke((hashes) => {
    if (realtime.io !== io) return;
    io.in(hashes.map(tokenRoomOf)).disconnectSockets(true);
  });

  realtime.bind(io);
  app.decorate('io', io);

  // Closing the transports (not disconnecting the sockets, which tells a client to stay away)
  // makes each client reconnect by itself, through the load balancer to another process,
  // where its handshake joins its rooms again.
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (realtime.io === io) realtime.bind(null);
    // Not io.close(): it would close the HTTP server, which Fastify owns.
    await io.of('/').adapter.close?.();
    await Promise.all(redis.map(closeRedis));
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The Socket.IO server (modules/realtime/socket.ts). */
    io: Server;
    /** This app's realtime hub: rooms per principal, connection handlers, notify. */
    realtime: Realtime;
  }
}
