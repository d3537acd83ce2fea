/**
 * The realtime client of the page: ONE Socket.IO connection shared by the shell and every
 * remote (it lives in @souq/api-client, a Module Federation singleton, so all of them import
 * this very module). It connects while someone listens and a session exists, authenticates
 * with the bearer token (`auth: { token, lang }`, read again on every reconnect), reconnects
 * as docs/product/chat.md#connection says (5 attempts, 1 s apart), re-enters the chat rooms a page entered, and tells
 * listeners it reconnected so they fetch what they missed. Events are typed from
 * @souq/contracts (`CHAT_EVENTS`).
 *
 * socket.io-client is loaded on first use (its own chunk): pages that never listen never
 * download it. Tests replace the transport with `setRealtimeTransport` (see @souq/testing
 * `fakeRealtime`).
 */
import { getSession, sessionStore } from '@souq/auth';
import {
  CHAT_EVENTS,
  type ChatAck,
  type ChatInvoiceStatusPush,
  type ChatMessage,
  type NotificationPush,
  ORDER_EVENTS,
  type OrderChangedPush,
  type SendMessagePayload,
} from '@souq/contracts';
import { currentLocale } from '@souq/i18n';
import { runtimeConfig } from './http';

/** Server → client events, by wire name. */
export interface RealtimeEvents {
  /** A message in a room this page entered (from the receiver's side; never one's own). */
  [CHAT_EVENTS.received]: ChatMessage;
  /** A message to one of my rooms, wherever I am in the app (own messages from other tabs too). */
  [CHAT_EVENTS.push]: ChatMessage;
  /** A stored notification for me. */
  [CHAT_EVENTS.notification]: NotificationPush;
  /** An invoice message of one of my rooms changed state (paid). */
  [CHAT_EVENTS.invoiceStatus]: ChatInvoiceStatusPush;
  /** One of my service orders changed (a step by either party, or a complaint resolved). */
  [ORDER_EVENTS.changed]: OrderChangedPush;
}
export type RealtimeEvent = keyof RealtimeEvents;
const SERVER_EVENTS: RealtimeEvent[] = [
  CHAT_EVENTS.received,
  CHAT_EVENTS.push,
  CHAT_EVENTS.notification,
  CHAT_EVENTS.invoiceStatus,
  ORDER_EVENTS.changed,
];
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** The part of a socket.io-client Socket this module uses (what a test fake implements). */
export interface RealtimeSocket {
  readonly connected: boolean;
  on(event: string, handler: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  readonly io: { on(event: string, handler: (...args: never[]) => void): unknown };
}

export interface RealtimeTransportOptions {
  url: string;
  path: string;
  /** Called on every (re)connection attempt: the current token and language. */
  auth: (cb: (data: { token: string; lang: string }) => void) => void;
  reconnectionAttempts: number;
  reconnectionDelay: number;
}
export type RealtimeTransport = (options: RealtimeTransportOptions) => RealtimeSocket | Promise<RealtimeSocket>;

/** docs/product/chat.md#connection: 5 reconnection attempts, 1 s apart. */
export const RECONNECTION_ATTEMPTS = 5;
export const RECONNECTION_DELAY_MS = 1000;
/** How long `sendChatMessage` waits for the server's acknowledgement. */
export const SEND_TIMEOUT_MS = 10_000;

const socketIoTransport: RealtimeTransport = async (options) => {
  const { io } = await import('socket.io-client');
  return io(options.url, {
    path: options.path,
    auth: options.auth,
    reconnectionAttempts: options.reconnectionAttempts,
    reconnectionDelay: options.reconnectionDelay,
    reconnectionDelayMax: options.reconnectionDelay,
    transports: ['websocket', 'polling'],
  }) as unknown as RealtimeSocket;
};

/** Under jest, a socket that never connects (no real network), unless a test installs a fake. */
const inertTransport: RealtimeTransport = () => ({
  connected: false,
  on: () => undefined,
  emit: () => undefined,
  connect: () => undefined,
  disconnect: () => undefined,
  io: { on: () => undefined },
});
const defaultTransport = process.env.NODE_ENV === 'test' ? inertTransport : socketIoTransport;

type Listener = (payload: never) => void;

let transport: RealtimeTransport = defaultTransport;
let socket: RealtimeSocket | null = null;
let opening: Promise<RealtimeSocket | null> | null = null;
/** The token the current socket was opened for. */
let socketToken: string | null = null;
let status: RealtimeStatus = 'idle';
let hasConnectedOnce = false;
const listeners = new Map<string, Set<Listener>>();
const statusListeners = new Set<(s: RealtimeStatus) => void>();
const reconnectListeners = new Set<() => void>();
/** Chat rooms entered by mounted pages (room id → how many). Re-entered after a reconnect. */
const enteredRooms = new Map<number, number>();

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const l of statusListeners) l(next);
}

function socketUrl(): string {
  const configured = runtimeConfig().socketUrl;
  if (configured) return configured;
  return typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
}

function dispatch(event: string, payload: unknown) {
  for (const l of listeners.get(event) ?? []) (l as (p: unknown) => void)(payload);
}

/** What mounted pages want to hear once the server has put the socket in a room (room id → callbacks). */
const roomEnteredListeners = new Map<number, Set<() => void>>();

function emitEnter(s: RealtimeSocket, room: number) {
  s.emit(CHAT_EVENTS.enter, { room_id: room }, () => {
    for (const l of roomEnteredListeners.get(room) ?? []) l();
  });
}

function wantsConnection(): boolean {
  return listeners.size > 0 || enteredRooms.size > 0 || statusListeners.size > 0 || reconnectListeners.size > 0;
}

function teardown() {
  const s = socket;
  socket = null;
  opening = null;
  socketToken = null;
  hasConnectedOnce = false;
  if (s) s.disconnect();
  setStatus('idle');
}

/** Opens the connection when a session exists and nobody opened it yet. */
function ensureConnected(): Promise<RealtimeSocket | null> {
  const { token } = getSession();
  if (!token) return Promise.resolve(null);
  if (socket && socketToken === token) {
    // Gave up after the last attempt: try again now that someone needs it.
    if (!socket.connected && status === 'disconnected') {
      setStatus('connecting');
      socket.connect();
    }
    return Promise.resolve(socket);
  }
  if (opening) return opening;
  if (socket) teardown();
  socketToken = token;
  setStatus('connecting');
  const current = Promise.resolve(
    transport({
      url: socketUrl(),
      path: '/socket.io',
      auth: (cb) => cb({ token: getSession().token ?? '', lang: currentLocale() }),
      reconnectionAttempts: RECONNECTION_ATTEMPTS,
      reconnectionDelay: RECONNECTION_DELAY_MS,
    }),
  ).then(
    (s) => {
      // Signed out (or another token) while loading: drop it.
      if (opening !== current) {
        s.disconnect();
        return null;
      }
      socket = s;
      opening = null;
      for (const event of SERVER_EVENTS) s.on(event, ((payload: unknown) => dispatch(event, payload)) as never);
      s.on('connect', (() => {
        setStatus('connected');
        for (const room of enteredRooms.keys()) emitEnter(s, room);
        if (hasConnectedOnce) for (const l of reconnectListeners) l();
        hasConnectedOnce = true;
      }) as never);
      s.on('disconnect', (() => setStatus('connecting')) as never);
      s.on('connect_error', (() => {
        // A refused handshake (bad token) is not retried by socket.io; nor after the last attempt.
        if (!s.connected) setStatus('disconnected');
      }) as never);
      s.io.on('reconnect_attempt', (() => setStatus('connecting')) as never);
      s.io.on('reconnect_failed', (() => setStatus('disconnected')) as never);
      if (s.connected) {
        setStatus('connected');
        hasConnectedOnce = true;
        for (const room of enteredRooms.keys()) emitEnter(s, room);
      }
      return s;
    },
    () => {
      if (opening === current) {
        opening = null;
        socketToken = null;
        setStatus('disconnected');
      }
      return null;
    },
  );
  opening = current;
  return current;
}

// Sign-in, sign-out and token changes: reconnect with the new token, or close.
sessionStore.subscribe((state, prev) => {
  if (state.token === prev.token) return;
  teardown();
  if (state.token && wantsConnection()) void ensureConnected();
});

function release() {
  if (!wantsConnection()) teardown();
}

/**
 * Listen to a server event; connects if needed. Returns the unsubscribe function (the
 * connection closes when nobody listens any more).
 */
export function onRealtime<E extends RealtimeEvent>(event: E, handler: (payload: RealtimeEvents[E]) => void): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  const h = handler as Listener;
  set.add(h);
  void ensureConnected();
  return () => {
    set.delete(h);
    if (!set.size) listeners.delete(event);
    release();
  };
}

/** Called after the connection came back (not on the first connect): refetch what was missed. */
export function onRealtimeReconnect(handler: () => void): () => void {
  reconnectListeners.add(handler);
  void ensureConnected();
  return () => {
    reconnectListeners.delete(handler);
    release();
  };
}

/** Try again now (after the client gave up its reconnection attempts). */
export function reconnectRealtime(): void {
  void ensureConnected();
}

export function realtimeStatus(): RealtimeStatus {
  return status;
}

export function onRealtimeStatus(handler: (s: RealtimeStatus) => void): () => void {
  statusListeners.add(handler);
  void ensureConnected();
  return () => {
    statusListeners.delete(handler);
    release();
  };
}

/**
 * Enter a chat room (`enterChat`): its messages arrive as `sendMessageRes` while entered.
 * Re-entered after every reconnect; `onEntered` runs each time the server has put the socket in
 * it. Returns the function that leaves it (`exitChat`).
 */
export function enterChatRoom(room: number, onEntered?: () => void): () => void {
  enteredRooms.set(room, (enteredRooms.get(room) ?? 0) + 1);
  if (onEntered) roomEnteredListeners.set(room, (roomEnteredListeners.get(room) ?? new Set()).add(onEntered));
  // Entered now when connected; otherwise the (re)connection enters every open room.
  if (socket?.connected && socketToken === getSession().token) emitEnter(socket, room);
  else void ensureConnected();
  return () => {
    if (onEntered) roomEnteredListeners.get(room)?.delete(onEntered);
    const n = (enteredRooms.get(room) ?? 1) - 1;
    if (n > 0) {
      enteredRooms.set(room, n);
      return;
    }
    enteredRooms.delete(room);
    if (socket?.connected) socket.emit(CHAT_EVENTS.exit, { room_id: room }, () => undefined);
    release();
  };
}

export class RealtimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeError';
  }
}

/**
 * `sendMessage` with an acknowledgement: resolves with the stored message (sender's view),
 * rejects with RealtimeError (the server's localized msg, or '' when it did not answer in time
 * or no connection could be made). Pass `client_message_id` so a resend is idempotent.
 */
export async function sendChatMessage(payload: SendMessagePayload): Promise<ChatMessage> {
  const s = await ensureConnected();
  if (!s) throw new RealtimeError('');
  return new Promise<ChatMessage>((resolve, reject) => {
    let done = false;
    const timer = setTimeout(() => {
      done = true;
      reject(new RealtimeError(''));
    }, SEND_TIMEOUT_MS);
    s.emit(CHAT_EVENTS.send, payload, (answer: ChatAck) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (answer?.key === 'success') resolve(answer.data);
      else reject(new RealtimeError(answer?.msg ?? ''));
    });
  });
}

/** Tests only: replace socket.io-client (pass nothing to restore it). Closes the current connection. */
export function setRealtimeTransport(next?: RealtimeTransport): void {
  teardown();
  listeners.clear();
  statusListeners.clear();
  reconnectListeners.clear();
  enteredRooms.clear();
  transport = next ?? defaultTransport;
}
