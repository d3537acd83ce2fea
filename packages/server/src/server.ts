/** Boots the API (and, with SERVE_WEB, the built web app) and shuts down gracefully. */
import { buildApp } from './app';
import { loadConfig } from './config/config';
import { openInfrastructure } from './deps';
import { seedOnStart } from './db/seed';

const config = loadConfig();
const infra = await openInfrastructure(config);
await seedOnStart({ config, db: infra.database.db, storage: infra.storage });
const app = await buildApp({ config, ...infra });

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await infra.database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Souq is up on http://localhost:${config.port} (database: ${infra.database.kind})`);
