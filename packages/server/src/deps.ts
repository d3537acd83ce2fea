/**
 * Wires concrete infrastructure from configuration (database, SMS driver, storage, card
 * payment gateway). Used by server.ts and by the test helper, so both run the same code.
 */
import type { Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { type PaymentGateway, sandboxGateway } from './modules/payments/gateway';
import { createMoyasarGateway } from './modules/payments/moyasar';
import { createHttpSmsDriver, createOutboxDriver, type SmsDriver } from './modules/sms/sms';
import { createFileUrlSigner } from './modules/storage/signed-urls';
import { createUnifonicDriver } from './modules/sms/unifonic';
import { createS3Storage } from './modules/storage/s3-storage';
import { createLocalStorage, type Storage } from './modules/storage/storage';

export interface Infrastructure {
  database: Database;
  sms: SmsDriver;
  storage: Storage;
  gateway: PaymentGateway;
}

function smsDriver(config: Config, database: Database): SmsDriver {
  switch (config.sms.driver) {
    case 'http':
      return createHttpSmsDriver(config.sms.httpUrl!, config.sms.httpToken);
    case 'unifonic':
      return createUnifonicDriver(config.sms.unifonic);
    default:
      return createOutboxDriver(database.db);
  }
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
  const signer = createFileUrlSigner({ ...config.fileUrls, now: () => (overrides.now?.() ?? new Date()).getTime() });
  const storage =
    config.storage.driver === 's3' ? createS3Storage(config.storage.s3, signer) : createLocalStorage(config.uploadDir, signer);
  const gateway = config.payments.driver === 'moyasar' ? createMoyasarGateway(config.payments.moyasar) : sandboxGateway;
  return { database, sms: smsDriver(config, database), storage, gateway };
}
