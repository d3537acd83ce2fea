/** Server processes for multi-process tests and benchmarks: a free port, start `src/server.ts`, stop it. */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts `src/server.ts` and resolves once it listens. `dir`: another checkout's server folder
 * (a benchmark comparing two versions in the same minutes); `nodeArgs`: e.g. `--cpu-prof`,
 * which NODE_OPTIONS does not accept.
 */
export function startServer(
  env: Record<string, string>,
  startMs = 90_000,
  { dir = serverDir, nodeArgs = [] }: { dir?: string; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server.ts'], {
      cwd: dir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server on ${env.PORT} did not start in ${startMs / 1000} s:\n${log.slice(-2000)}`));
    }, startMs);
    const onData = (d: Buffer) => {
      log += d.toString();
      if (log.includes('Souq is up')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${env.PORT} exited with ${code}:\n${log.slice(-2000)}`));
    });
  });
}

export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
