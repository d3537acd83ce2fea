/**
 * Group commit: calls arriving while batches are being stored wait and go together into the
 * next one, so under load one statement (one round trip, one commit) serves many callers,
 * and when quiet a call waits only for the end of its event-loop turn.
 *
 * Up to `maxInFlight` batches run at once, so the database stores one while the process
 * answers another, but calls with the same key (a chat room) never run concurrently: a call
 * whose key is in a running batch waits for that batch to finish. So each key's calls are
 * run, and answered, in the order they arrived.
 */
export interface BatchOptions<T> {
  /** Most calls one run takes. */
  maxItems: number;
  /** Most runs at once. */
  maxInFlight: number;
  /** Calls with the same key run one batch after the other, in arrival order. */
  key: (item: T) => unknown;
}

export function batched<T, R>(run: (items: T[]) => Promise<R[]>, opts: BatchOptions<T>): (item: T) => Promise<R> {
  interface Waiting {
    item: T;
    key: unknown;
    resolve: (r: R) => void;
    reject: (err: unknown) => void;
  }
  let waiting: Waiting[] = [];
  /** Keys in running batches, with how many of their calls are in them. */
  const busy = new Map<unknown, number>();
  let inFlight = 0;
  let due = false;

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

  /** Starts batches of the waiting calls whose keys are free, as many as may run. */
  const start = () => {
    while (inFlight < opts.maxInFlight && waiting.length) {
      const batch: Waiting[] = [];
      const rest: Waiting[] = [];
      for (const w of waiting) {
        if (batch.length < opts.maxItems && !busy.has(w.key)) batch.push(w);
        else rest.push(w);
      }
      if (!batch.length) return;
      waiting = rest;
      // Marked busy at once: the next batch of this loop leaves these keys' later calls waiting.
      for (const w of batch) busy.set(w.key, (busy.get(w.key) ?? 0) + 1);
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        for (const w of batch) {
          const n = (busy.get(w.key) ?? 1) - 1;
          if (n) busy.set(w.key, n);
          else busy.delete(w.key);
        }
        start();
      });
    }
  };

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, key: opts.key(item), resolve, reject });
      if (due) return;
      due = true;
      // The calls of the same turn (several sockets' frames read together) join the first.
      setImmediate(() => {
        due = false;
        start();
      });
    });
}
