/** Socket.IO client helpers for the realtime, chat and order tests. */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { createTestApp, type TestApp } from './test-app';

/** Starts the app on a free local port; its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A test app listening on a local port, for a suite that opens sockets to it. */
export async function createListeningApp(opts: Parameters<typeof createTestApp>[0] = {}): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp(opts);
  return { t, url: await listenLocally(t.app) };
}

/** After such a suite: the sockets its tests opened, then the app. */
export async function closeWithSockets(t: TestApp, sockets: Socket[]): Promise<void> {
  for (const s of sockets) s.close();
  await t.close();
}

/** A client socket of its own (no reconnection), as the web app opens it, with `opts` added. */
export function connectSocket(url: string, opts: Partial<ManagerOptions & SocketOptions> = {}): Socket {
  return connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, ...opts });
}

export function openSocket(url: string, token: string | null): Socket {
  return connectSocket(url, token ? { auth: { token } } : {});
}

/** Resolves 'connected' or 'refused: <message>'. */
export function outcome(socket: Socket, ms = 5000): Promise<string> {
  if (socket.connected) return Promise.resolve('connected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket neither connected nor refused within ${ms} ms`)), ms);
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve('connected');
    });
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      resolve(`refused: ${err.message}`);
    });
  });
}

export function nextEvent<T>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Collects every payload of `event` (to assert that something did NOT arrive). */
export function collect<T>(socket: Socket, event: string): T[] {
  const got: T[] = [];
  socket.on(event, (p: T) => got.push(p));
  return got;
}

// biome-ignore lint/suspicious/noExplicitAny: acknowledgements are arbitrary envelopes
export function emitAck<T = any>(socket: Socket, event: string, payload: unknown, ms = 5000): Promise<T> {
  return socket.timeout(ms).emitWithAck(event, payload) as Promise<T>;
}

export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
