// Helpers shared by the two README commands (start.mjs, test.mjs). They need nothing but
// Node.js and npm: pnpm itself is fetched by npx at the version pinned in package.json.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
export const PNPM = pkg.packageManager; // e.g. pnpm@10.34.8
/**
 * The remotes as @souq/routes lists them (packages/routes/src/remotes.ts), read from the file's
 * text: these scripts run on plain Node.js, which does not import TypeScript.
 */
export const REMOTE_APPS = [
  ...readFileSync(path.join(ROOT, 'packages/routes/src/remotes.ts'), 'utf8').matchAll(
    /\{ name: '([\w-]+)', segment: '([\w-]+)', folder: '([\w-]+)' \}/g,
  ),
].map(([, name, segment, folder]) => ({ name, segment, folder }));
export const APPS = ['shell', ...REMOTE_APPS.map((r) => r.folder)];

export function log(msg) {
  console.log(`\x1b[36m[souq]\x1b[0m ${msg}`);
}

/** Run a command, inherit stdio, resolve with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const { env, ...rest } = opts;
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...rest, env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function runSync(cmd, args, opts = {}) {
  const { env, ...rest } = opts;
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...rest, env: { ...process.env, ...env } });
  return r.status ?? 1;
}

export const pnpm = (args, opts) => run('npx', ['--yes', PNPM, ...args], opts);

/** Install the workspace when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = path.join(ROOT, 'node_modules', '.modules.yaml');
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies (pnpm, frozen lockfile)…');
  // npx fetches pnpm into its cache on first use; a cache that another npx is writing at
  // the same moment can answer "pnpm: not found", so try again before giving up.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const code = await pnpm(['install', '--frozen-lockfile'], { env: { CI: 'true' } });
    if (code === 0) return;
    log(`install attempt ${attempt} failed`);
  }
  throw new Error('dependency install failed');
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources or the shared packages. */
export function staleApps() {
  const shared = Math.max(
    newestMtime(path.join(ROOT, 'packages', 'ui')),
    newestMtime(path.join(ROOT, 'packages', 'mf-config')),
    newestMtime(path.join(ROOT, 'packages', 'api-client')),
    newestMtime(path.join(ROOT, 'packages', 'auth')),
    newestMtime(path.join(ROOT, 'packages', 'i18n')),
    newestMtime(path.join(ROOT, 'packages', 'routes')),
    newestMtime(path.join(ROOT, 'packages', 'event-bus')),
    newestMtime(path.join(ROOT, 'packages', 'contracts')),
    statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs,
  );
  return APPS.filter((app) => {
    const stamp = path.join(ROOT, app, 'dist', 'mf-manifest.json');
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    return built < Math.max(shared, newestMtime(path.join(ROOT, app)));
  });
}

/** How many production builds run at once: BUILD_CONCURRENCY, else one per core (at most 3). */
export function buildConcurrency() {
  const set = Number(process.env.BUILD_CONCURRENCY);
  if (Number.isInteger(set) && set > 0) return set;
  return Math.max(1, Math.min(3, availableParallelism()));
}

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * Production build of the given apps, a few at a time. A webpack build spends part of its time
 * waiting on the disk and on SWC's worker, so two builds on two cores finish sooner than two in
 * a row. Prints which app, n of N and the elapsed time as each starts and ends.
 */
export async function buildApps(apps = APPS, concurrency = buildConcurrency()) {
  const started = Date.now();
  const queue = apps.map((app, i) => ({ app, n: i + 1 }));
  const failed = [];
  log(`building ${apps.length} web app${apps.length === 1 ? '' : 's'}, ${concurrency} at a time: ${apps.join(', ')}`);
  async function worker() {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { app, n } = next;
      const t0 = Date.now();
      log(`[${n}/${apps.length}] building ${app}… (elapsed ${clock(t0 - started)})`);
      const code = await pnpm(['--filter', app, 'run', 'build']);
      if (code !== 0) failed.push(app);
      log(
        `[${n}/${apps.length}] ${app} ${code === 0 ? 'built' : 'FAILED'} in ${clock(Date.now() - t0)} (elapsed ${clock(Date.now() - started)})`,
      );
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, apps.length) }, worker));
  if (failed.length) throw new Error(`build of ${failed.join(', ')} failed`);
  log(`web apps built in ${clock(Date.now() - started)}`);
}
