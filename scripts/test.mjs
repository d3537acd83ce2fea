// `npm test`: installs what the tests need (workspace deps; Debian's Chromium when it is
// missing) and runs every test: lint + boundaries + types, API integration (real DB),
// component tests (jest) per app, then Playwright journeys through the built app.
// Set TEST_ONLY=server,cluster,web,e2e,static to run a subset.
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import { APPS, ROOT, buildApps, ensureInstalled, log, pnpm, run, runSync, staleApps } from './lib.mjs';

const only = process.env.TEST_ONLY ? new Set(process.env.TEST_ONLY.split(',')) : null;
const want = (name) => !only || only.has(name);
const results = [];

async function step(name, fn) {
  log(`── ${name}`);
  const started = Date.now();
  let code;
  try {
    code = await fn();
  } catch (err) {
    console.error(err);
    code = 1;
  }
  results.push({ name, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return code === 0;
}

/** A port nothing listens on now (the journeys must not collide with a server left running on 8091). */
/** Whether something accepts connections on 127.0.0.1:port (within a second). */
function answers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Installs a Debian package when `binary` is missing (Chromium for the journeys, nginx for the cluster test). */
function ensureDebianPackage(binary, pkg) {
  if (existsSync(binary)) return 0;
  log(`installing ${pkg} from Debian packages…`);
  const sudo = process.getuid && process.getuid() !== 0 ? ['sudo'] : [];
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => (sudo.length ? runSync('sudo', ['apt-get', ...args], { env }) : runSync('apt-get', args, { env }));
  const a = apt(['update', '-qq']);
  if (a !== 0) return a;
  return apt(['install', '-y', '-qq', pkg]);
}

if (!(await step('install', () => ensureInstalled().then(() => 0)))) process.exit(1);

if (want('static')) {
  await step('lint (biome)', () => run('npx', ['biome', 'check', '.']));
  await step('boundaries (dependency-cruiser)', () =>
    run('npx', [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      'shell/src',
      'mf-catalog/src',
      'mf-orders/src',
      'mf-commerce/src',
      'mf-chat/src',
      'mf-provider-admin/src',
      'mf-admin/src',
      'packages',
    ]),
  );
  // The antd styles built ahead for the first views must match the theme and antd version.
  await step('antd first-view CSS current', () =>
    run('node', ['--import', 'tsx', '../ui/scripts/antd-first-view-css.tsx', '--check'], { cwd: path.join(ROOT, 'packages', 'server') }),
  );
  for (const project of [...APPS, 'packages/testing', 'packages/server']) {
    await step(`types ${project}`, () => run('npx', ['tsc', '-p', project, '--noEmit']));
  }
}

if (want('server')) {
  await step('server integration tests', () => pnpm(['--filter', '@souq/server', 'test']));
}

// Two API processes on PostgreSQL and Redis behind nginx (test/cluster): TEST_DATABASE_URL and
// REDIS_URL, else this machine's PostgreSQL and Redis on their default ports when both answer.
const clusterDb = process.env.TEST_DATABASE_URL || ((await answers(5432)) && 'postgres://postgres@127.0.0.1:5432/test');
const clusterRedis = process.env.REDIS_URL || ((await answers(6379)) && 'redis://127.0.0.1:6379');
if (want('cluster') && clusterDb && clusterRedis) {
  await step('nginx', async () => ensureDebianPackage('/usr/sbin/nginx', 'nginx-light'));
  await step('cluster test (two processes behind nginx)', () =>
    run('node', ['--import', 'tsx', '--test', 'test/cluster/cluster.test.ts'], {
      cwd: path.join(ROOT, 'packages', 'server'),
      env: { CLUSTER_TEST: '1', TEST_DATABASE_URL: clusterDb, REDIS_URL: clusterRedis },
    }),
  );
} else if (want('cluster')) {
  log('cluster test skipped: no PostgreSQL and Redis (TEST_DATABASE_URL, REDIS_URL, or 127.0.0.1:5432 and :6379)');
}

if (want('web')) {
  for (const app of APPS) await step(`component tests ${app}`, () => pnpm(['--filter', app, 'run', 'test', '--ci']));
}

if (want('e2e')) {
  await step('chromium', async () => ensureDebianPackage('/usr/bin/chromium', 'chromium'));
  await step('build web apps', async () => {
    await buildApps(staleApps());
    return 0;
  });
  await step('browser journeys (playwright)', async () => {
    if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
    if (!process.env.E2E_REMOTE_PORT) process.env.E2E_REMOTE_PORT = String(await freePort());
    if (!process.env.E2E_CARD_PORT) process.env.E2E_CARD_PORT = String(await freePort());
    if (!process.env.E2E_MOYASAR_PORT) process.env.E2E_MOYASAR_PORT = String(await freePort());
    log(
      `journeys on ports ${process.env.E2E_PORT} (app), ${process.env.E2E_REMOTE_PORT} (second origin), ${process.env.E2E_CARD_PORT} (app paying at the Moyasar stand-in on ${process.env.E2E_MOYASAR_PORT})`,
    );
    return pnpm(['--filter', '@souq/e2e', 'test']);
  });
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nSummary');
for (const r of results) console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
