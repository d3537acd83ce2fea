/** Boots the API (and, with SERVE_WEB, the built web app) and shuts down gracefully. */
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openInfrastructure } from './deps';
import { seedOnStart } from './db/seed';
import { isServiceUnavailable } from './lib/unavailable';

const config = loadConfig();
const infra = await openInfrastructure(config);
await seedOnStart({ config, db: infra.database.db, storage: infra.storage });
const app = await buildApp({ config, ...infra });

// Work started after an answer (a push, a notice) may meet a lost database or Redis with nobody
// awaiting it: that is an outage the health check reports, not a reason to end the process.
process.on('unhandledRejection', (err) => {
  if (!isServiceUnavailable(err)) throw err;
  app.log.warn({ err }, 'background work failed: shared service unavailable');
});

/**
 * SIGTERM (a deploy, a scale-down): stop accepting connections (new requests on kept-alive ones
 * answer 503), let requests under way finish for SHUTDOWN_GRACE_SECONDS, then cut what is left;
 * socket clients see their transport close and reconnect elsewhere; the pools close; exit 0.
 * A second signal ends the process at once.
 */
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) process.exit(1);
  stopping = true;
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  const cut = setTimeout(() => {
    app.log.warn('grace period over: closing the connections still open');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  try {
    await app.close();
    await infra.database.close();
  } catch (err) {
    app.log.error({ err }, 'shutdown did not finish cleanly');
  }
  clearTimeout(cut);
  app.log.info('stopped');
  process.exit(0);
};
// An answer given while stopping closes its connection, so a kept-alive client goes elsewhere
// now instead of holding the process until the grace period is over.
app.addHook('onSend', async (_request, reply) => {
  if (stopping) reply.header('connection', 'close');
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Souq is up on http://localhost:${config.port} (database: ${infra.database.kind})`);
