/**
 * A fake Socket.IO server at the realtime client's boundary: `fakeRealtime()` gives a
 * transport for `setRealtimeTransport` (from @souq/api-client) and lets a test push server
 * events (`serverEmit`), answer client emits (`onEmit`, e.g. the `sendMessage` ack), see what
 * the page emitted (`emitted`), drop and restore the connection (`drop`, `reconnect`).
 * Structural on purpose: this package does not depend on the API client.
 */
type Handler = (...args: unknown[]) => void;

export interface FakeEmit {
  event: string;
  payload: unknown;
}

export interface FakeRealtime {
  /** Pass to `setRealtimeTransport`. */
  transport: (options: { auth: (cb: (data: { token: string; lang: string }) => void) => void }) => FakeSocket;
  /** Every event the client emitted, in order. */
  emitted: FakeEmit[];
  /** The auth data of each connection. */
  handshakes: { token: string; lang: string }[];
  /** Push a server event to the client. */
  serverEmit(event: string, payload: unknown): void;
  /** Answer the client's `event` emits: the return value (or what its promise gives) is the acknowledgement (undefined = no answer). */
  onEmit(event: string, answer: (payload: unknown) => unknown): void;
  /** Lose the connection. */
  drop(): void;
  /** Connection back (fires `connect` again). */
  reconnect(): void;
  readonly connected: boolean;
}

export interface FakeSocket {
  connected: boolean;
  on(event: string, handler: Handler): FakeSocket;
  emit(event: string, ...args: unknown[]): FakeSocket;
  connect(): FakeSocket;
  disconnect(): FakeSocket;
  io: { on(event: string, handler: Handler): unknown };
}

export function fakeRealtime(): FakeRealtime {
  const handlers = new Map<string, Set<Handler>>();
  const answers = new Map<string, (payload: unknown) => unknown>();
  const emitted: FakeEmit[] = [];
  const handshakes: { token: string; lang: string }[] = [];
  let auth: ((cb: (data: { token: string; lang: string }) => void) => void) | null = null;
  const fire = (event: string, ...args: unknown[]) => {
    for (const h of handlers.get(event) ?? []) h(...args);
  };
  const socket: FakeSocket = {
    connected: false,
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      return socket;
    },
    emit(event, ...args) {
      const ack = typeof args[args.length - 1] === 'function' ? (args.pop() as Handler) : null;
      emitted.push({ event, payload: args[0] });
      const answer = answers.get(event);
      if (ack && answer) {
        // A promise answers when it settles (to see the page while it waits).
        void Promise.resolve(answer(args[0])).then((reply) => {
          if (reply !== undefined) ack(reply);
        });
      }
      return socket;
    },
    connect() {
      auth?.((data) => handshakes.push(data));
      socket.connected = true;
      queueMicrotask(() => fire('connect'));
      return socket;
    },
    disconnect() {
      socket.connected = false;
      return socket;
    },
    io: { on: () => undefined },
  };
  return {
    transport(options) {
      auth = options.auth;
      handlers.clear();
      socket.connect();
      return socket;
    },
    emitted,
    handshakes,
    serverEmit: (event, payload) => fire(event, payload),
    onEmit: (event, answer) => {
      answers.set(event, answer);
    },
    drop() {
      socket.connected = false;
      fire('disconnect', 'transport close');
    },
    reconnect() {
      socket.connect();
    },
    get connected() {
      return socket.connected;
    },
  };
}
