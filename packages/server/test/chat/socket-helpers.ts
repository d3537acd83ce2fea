/** Socket.IO client helpers for chat tests. */
import { io as connect, type Socket } from 'socket.io-client';

export function openSocket(url: string, token: string | null): Socket {
  return connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
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
