/** An app whose log lines (pino, level info and up) are handed to the test, for the logging suites. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { openInfrastructure } from '../../src/deps';

/**
 * Built over an in-memory database with `REQUEST_LOG` as given; `write` receives the log
 * output as it is written, and `setup` may add routes before the app is ready.
 */
export async function createLoggingApp(opts: {
  requestLog: 'none' | 'errors' | 'all';
  write: (chunk: string) => void;
  setup?: (app: FastifyInstance) => void;
}): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-log-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', REQUEST_LOG: opts.requestLog, DATA_DIR: tmp, SEED_DEMO: 'false' });
  const infra = await openInfrastructure(config, { inMemory: true });
  const stream = new Writable({
    write(chunk, _enc, done) {
      opts.write(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config, ...infra, logger: { level: 'info', stream } });
  opts.setup?.(app);
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await infra.database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}
