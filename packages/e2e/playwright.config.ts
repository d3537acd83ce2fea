/**
 * Browser journeys through the BUILT app served by the real API server (embedded PGlite in
 * a fresh temp folder, demo data), in Debian's Chromium. A second tiny server serves one
 * remote from another origin for the cross-origin test; a second app server with
 * PAYMENT_DRIVER=moyasar and the Moyasar stand-in serve the card-payment journey.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CARD_PORT, MOYASAR_PORT, PORT, REMOTE_PORT } from './ports';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-'));
// The workers read the config again: they must find the same folder (remote-release.spec.ts releases into it).
process.env.E2E_DATA_DIR = dataDir;
// A second server pays cards at the Moyasar stand-in (card-payment.spec.ts); the first keeps the sandbox.
const moyasarKeys = { MOYASAR_SECRET_KEY: 'sk_test_e2e_standin', MOYASAR_WEBHOOK_SECRET: 'whsec_e2e_standin' };
const root = path.resolve(__dirname, '../..');

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'souq-e2e-results'),
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ar-SA',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --import tsx src/server.ts',
      cwd: path.join(root, 'packages/server'),
      url: `http://localhost:${PORT}/api/v1/settings`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        SERVE_WEB: 'true',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        NODE_ENV: 'development',
        // Every journey's customers and providers register from this one machine's address: the
        // per-address SMS limit (10 an hour) is for the public internet, not for this suite.
        SMS_PER_ADDRESS_PER_HOUR: '100000',
        // The cross-origin test loads a remote from the second origin: its code must be allowed by the page's CSP.
        REMOTE_ORIGINS: `http://localhost:${REMOTE_PORT}`,
      },
    },
    {
      command: `node --import tsx test/stand-ins/moyasar-serve.ts ${MOYASAR_PORT} http://localhost:${CARD_PORT}/api/v1/payments/moyasar/webhook`,
      cwd: path.join(root, 'packages/server'),
      // Unsigned API calls answer 401, which Playwright takes as up.
      url: `http://127.0.0.1:${MOYASAR_PORT}/v1/invoices/ping`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: moyasarKeys,
    },
    {
      command: 'node --import tsx src/server.ts',
      cwd: path.join(root, 'packages/server'),
      url: `http://localhost:${CARD_PORT}/api/v1/settings`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(CARD_PORT),
        SERVE_WEB: 'true',
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'souq-e2e-card-')),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'true',
        NODE_ENV: 'development',
        PAYMENT_DRIVER: 'moyasar',
        MOYASAR_API_URL: `http://127.0.0.1:${MOYASAR_PORT}/v1`,
        ...moyasarKeys,
      },
    },
    {
      command: `node static-origin.mjs ${REMOTE_PORT}`,
      cwd: __dirname,
      url: `http://localhost:${REMOTE_PORT}/mf-catalog/mf-manifest.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
