/**
 * Where a benchmark ran, printed beside its figures: the machine's cores and load average, and
 * a CPU figure from the same run — the requests per second of a bare Fastify route that
 * answers a fixed JSON body. A figure means little without them: the same code measures
 * several times faster on a quiet machine than beside a busy one.
 *
 * `bareRouteReqPerSec()` serves the bare route from a child process (autocannon must not share
 * its event loop) for the benches whose server has none of its own.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

export const loadAverage = () => os.loadavg().map((l) => Number(l.toFixed(2)));

/** The machine and its load now, plus the bare route's req/s when the run measured it. */
export function where(bareReqPerSec?: number) {
  return {
    node: process.version,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'cpu',
    loadavg: loadAverage(),
    ...(bareReqPerSec === undefined ? {} : { bareReqPerSec }),
  };
}

/** One line: "node v22, 2 × <model>, load 1.2 0.9 0.7[, bare route 12 345 req/s]". */
export function whereLine(bareReqPerSec?: number): string {
  const w = where(bareReqPerSec);
  const bare = bareReqPerSec === undefined ? '' : `, bare route ${Math.round(bareReqPerSec)} req/s`;
  return `${w.node}, ${w.cpus} × ${w.cpuModel}, load ${w.loadavg.join(' ')}${bare}`;
}

/** The bare route's body: about the size of a small API answer. */
const BODY = JSON.stringify({ key: 'success', msg: 'ok', data: { id: 1, name: 'bare', items: Array.from({ length: 10 }, (_, i) => i) } });

/** Requests per second of the bare route, served by a child process, over `connections` for `seconds`. */
export async function bareRouteReqPerSec(seconds = 3, connections = 50): Promise<number> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve-bare'], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve(m as number));
      child.once('exit', (code) => reject(new Error(`bare route exited with ${code}`)));
    });
    const r = await autocannon({ url: `http://127.0.0.1:${port}/bare`, connections, duration: seconds });
    return Math.round(r.requests.average);
  } finally {
    child.kill('SIGTERM');
  }
}

if (process.argv.includes('--serve-bare')) {
  const app = Fastify({ logger: false });
  app.get('/bare', async (_req, reply) => reply.type('application/json; charset=utf-8').send(BODY));
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!((app.server.address() as { port: number }).port);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
