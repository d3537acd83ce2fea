// `npm run serve`: the API alone, for a server behind a load balancer (deploy/). Never installs
// or builds: it serves the web files already built (shell/dist, <remote>/dist) when they are
// there, else the API alone; SERVE_WEB=false serves the API alone in any case. It reads the
// same variables as `npm start`. SIGTERM and SIGINT are passed on, so the server can finish
// its requests (SHUTDOWN_GRACE_SECONDS) and this command exits with its code.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, log } from './lib.mjs';

const built = existsSync(path.join(process.env.WEB_ROOT ?? ROOT, 'shell', 'dist', 'index.html'));
const serveWeb = process.env.SERVE_WEB ?? (built ? 'true' : 'false');
if (serveWeb === 'true' && !built) log('SERVE_WEB=true but no built web files (shell/dist): pages will answer 404');
log(`serving the API${serveWeb === 'true' ? ' and the built web app' : ' alone'} on port ${process.env.PORT ?? 8080}`);
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(ROOT, 'packages', 'server'),
  stdio: 'inherit',
  env: { ...process.env, SERVE_WEB: serveWeb },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
