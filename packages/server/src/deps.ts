/**
 * Wires concrete infrastructure from configuration (database, SMS driver, storage).
 * Used by server.ts and by the test helper, so both run the same code.
 */
import type { Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { createHttpSmsDriver, createOutboxDriver, type SmsDriver } from './modules/sms/sms';
import { createFileUrlSigner } from './modules/storage/signed-urls';
import { createLocalStorage, type Storage } from './modules/storage/storage';

export interface Infrastructure {
  database: Database;
  sms: SmsDriver;
  storage: Storage;
}

/** `now`: the clock file links are signed by (tests move it; the app checks links with its own, the same one). */
export async function openInfrastructure(
  config: Config,
  overrides: { inMemory?: boolean; now?: () => Date } = {},
): Promise<Infrastructure> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: overrides.inMemory ? null : `${config.dataDir}/pglite`,
  });
  await database.migrate();
  const sms =
    config.sms.driver === 'http' ? createHttpSmsDriver(config.sms.httpUrl!, config.sms.httpToken) : createOutboxDriver(database.db);
  const storage = createLocalStorage(
    config.uploadDir,
    createFileUrlSigner({ ...config.fileUrls, now: () => (overrides.now?.() ?? new Date()).getTime() }),
  );
  return { database, sms, storage };
}
