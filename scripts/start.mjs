// `npm start`: install, build what changed, and serve the whole app (shell, six remotes,
// API under /api/v1, Socket.IO) on http://localhost:${PORT:-8080} with the embedded
// PGlite database (./data) and demo data.
import path from 'node:path';
import { ROOT, buildApps, ensureInstalled, log, run, staleApps } from './lib.mjs';

try {
  await ensureInstalled();
  const stale = process.env.SKIP_BUILD === '1' ? [] : staleApps();
  if (stale.length) await buildApps(stale);
  else log('web apps are up to date');
  log(`starting on http://localhost:${process.env.PORT ?? 8080}`);
  const code = await run('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'packages', 'server'),
    env: { SERVE_WEB: 'true', ...process.env },
  });
  process.exit(code);
} catch (err) {
  console.error(`[souq] ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
