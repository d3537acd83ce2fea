/**
 * Group commit: calls arriving while a batch is being stored wait and go together into the
 * next one, so under load one statement (one round trip, one commit) serves many callers,
 * and when quiet a call waits only for the end of its event-loop turn. One batch runs at a
 * time, so batches complete, and their callers are answered, in the order the calls arrived.
 */
export function batched<T, R>(run: (items: T[]) => Promise<R[]>, maxItems: number): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    resolve: (r: R) => void;
    reject: (err: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let running = false;

  /** A batch that fails is run again one call at a time, so one bad item fails only its own caller. */
  const settle = async (batch: Waiting[]) => {
    try {
      const out = await run(batch.map((w) => w.item));
      for (const [i, w] of batch.entries()) w.resolve(out[i] as R);
    } catch (err) {
      if (batch.length > 1) for (const w of batch) await settle([w]);
      else for (const w of batch) w.reject(err);
    }
  };

  const drain = async () => {
    while (waiting.length) {
      const batch = waiting.length > maxItems ? waiting.splice(0, maxItems) : waiting;
      if (batch === waiting) waiting = [];
      await settle(batch);
    }
    running = false;
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (running) return;
      running = true;
      // The calls of the same turn (several sockets' frames read together) join the first.
      setImmediate(() => void drain());
    });
}
