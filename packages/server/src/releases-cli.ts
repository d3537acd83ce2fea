/**
 * The database side of `npm run release` when no server runs (the embedded database has one
 * owner): `where` prints the releases folder and the server's port; `register <json>`,
 * `activate <remote> <version>` and `rollback <remote>` switch as the admin API does, as no admin.
 */
import { loadConfig } from './config/config';
import { openDatabase } from './db/client';
import { createReleasesRepository } from './modules/releases/releases.repository';
import { createReleasesService } from './modules/releases/releases.service';
import { t } from './lib/i18n';
import { DomainError } from './lib/errors';

const config = loadConfig();
const [command, ...args] = process.argv.slice(2);

if (command === 'where') {
  console.log(JSON.stringify({ releasesDir: config.releasesDir, port: config.port, webRoot: config.webRoot }));
  process.exit(0);
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? null : `${config.dataDir}/pglite` });
try {
  await database.migrate();
  const releases = createReleasesService({
    db: database.db,
    repo: createReleasesRepository(database.db),
    releasesDir: config.releasesDir,
    now: () => new Date(),
  });
  const result =
    command === 'register'
      ? await releases.register(null, JSON.parse(args[0] ?? '{}'))
      : command === 'activate'
        ? await releases.activate(null, args[0] ?? '', args[1] ?? '')
        : command === 'rollback'
          ? await releases.rollback(null, args[0] ?? '')
          : null;
  if (!result) throw new Error(`unknown command "${command}"`);
  console.log(JSON.stringify(result));
} catch (err) {
  console.error(err instanceof DomainError ? t('en', err.messageKey, err.params) : err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
}
