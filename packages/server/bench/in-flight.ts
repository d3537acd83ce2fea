/**
 * Benchmarks run the server in a child process; a run's last requests outlive its connections,
 * so before the next target the parent asks the child to wait until everything queued is
 * answered (`drain`). Counted on the raw server (the API's routes live in plugin contexts
 * created before we get the app).
 */
import type { ChildProcess } from 'node:child_process';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

let inFlight = 0;

/** Child: count the requests `app` is handling. */
export function countInFlight(app: { server: Server }) {
  app.server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight++;
    // 'close' comes once per response: after it is sent, or when the client went away first.
    res.once('close', () => {
      inFlight--;
    });
  });
}

/** Child: answer the parent's 'drain' with 'drained' once nothing is in flight (2 minutes at most). */
export function answerDrain() {
  process.on('message', async (m) => {
    if (m !== 'drain') return;
    const until = Date.now() + 120_000;
    while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    process.send!('drained');
  });
}

/** Parent: wait until the server has answered everything the previous run left queued. */
export function drain(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (m !== 'drained') return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send('drain');
  });
}
