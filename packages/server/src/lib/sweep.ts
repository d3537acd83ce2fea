/**
 * Background work that runs every so often while the app is up (order auto-completion,
 * payment expiry). `every` 0 turns it off, so tests call the work themselves, with their
 * own clock. A failed run is logged and the next one tries again.
 */
import type { FastifyInstance } from 'fastify';

export function sweepEvery(app: FastifyInstance, everyMs: number, name: string, work: () => Promise<unknown>): void {
  if (everyMs <= 0) return;
  const timer = setInterval(() => {
    work().catch((err) => app.log.warn({ err }, `${name} sweep failed`));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
