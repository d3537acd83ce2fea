/**
 * One write to the network per socket per event-loop turn. Engine.IO sends each packet at
 * once, and the WebSocket library writes each frame with a system call of its own; a chat
 * message gives its receiver two events (in the room, and to the person) and its sender two
 * (the acknowledgement, and the other tabs' copy), and a batch of stored messages gives them
 * all in the same turn. On a busy server those calls were a quarter of the process's time.
 *
 * Here a connection's packets wait for the end of the turn (setImmediate), then go to the
 * transport together, and the TCP socket is corked while the transport writes their frames,
 * so they leave in one write. Nothing is reordered or dropped: the packets are Engine.IO's own
 * buffer, flushed by its own code.
 */

interface Corkable {
  cork(): void;
  uncork(): void;
}

const held = new WeakSet<Corkable>();

/**
 * What is written to `socket` from now until the end of this event-loop turn leaves in one
 * write (the Redis adapter's publishes of a stored batch: one system call instead of one each).
 */
export function holdUntilTurnEnds(socket: Corkable | null | undefined): void {
  if (!socket || held.has(socket)) return;
  held.add(socket);
  socket.cork();
  setImmediate(() => {
    held.delete(socket);
    socket.uncork();
  });
}

/** The parts of an Engine.IO connection (engine.io's Socket) this relies on. */
interface EngineConnection {
  flush(): void;
  transport?: { name?: string; socket?: { _socket?: Corkable } };
}

export function coalesceWrites(conn: EngineConnection): void {
  const flush = conn.flush.bind(conn);
  let due = false;
  conn.flush = () => {
    if (due) return;
    due = true;
    setImmediate(() => {
      due = false;
      // Only a WebSocket has a socket to cork (long-polling answers one response per flush anyway).
      const tcp = conn.transport?.name === 'websocket' ? conn.transport.socket?._socket : undefined;
      tcp?.cork();
      try {
        flush();
      } finally {
        tcp?.uncork();
      }
    });
  };
}
