/**
 * `pnpm --filter @souq/server seed`: seeds the configured database (DATABASE_URL, or the
 * embedded PGlite in DATA_DIR) without starting the server — the reference data always,
 * the demo catalogue when the catalogue is empty (and SEED_DEMO is not false).
 */
import { loadConfig } from '../config/config';
import { openInfrastructure } from '../deps';
import { seedOnStart } from './seed';

const config = loadConfig();
const infra = await openInfrastructure(config);
try {
  await seedOnStart({ config, db: infra.database.db, storage: infra.storage });
  console.log(`seeded (database: ${infra.database.kind}, demo: ${config.seedDemo ? 'on an empty catalogue' : 'off'})`);
} finally {
  await infra.database.close();
}
