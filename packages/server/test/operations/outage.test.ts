/**
 * A server process whose PostgreSQL and Redis go away and come back (each reached through a
 * relay the test cuts): the process never ends, calls answer 503 meanwhile, /health/ready names
 * the missing part, and everything answers again by itself once the service is back. Needs
 * TEST_DATABASE_URL and REDIS_URL; skipped with the reason otherwise.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { freePort, startServer, stop } from '../helpers/server-process';
import { hostPort, type Relay, redisUrl, relay, scratchDatabase, sharedServicesMissing, through } from '../helpers/shared-services';

const skip = await sharedServicesMissing();
if (skip) console.log(`# outage test skipped: ${skip}`);

/** Polls `probe` until it holds (or the time is up, and the last value is returned). */
async function eventually<T>(probe: () => Promise<T>, holds: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  let v = await probe();
  while (!holds(v) && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    v = await probe();
  }
  return v;
}

describe('losing PostgreSQL or Redis', { skip }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-outage-'));
  let child: ChildProcess;
  let pgRelay: Relay;
  let redisRelay: Relay;
  let drop: () => Promise<void> = async () => undefined;
  let base = '';

  const ready = async () => {
    const res = await fetch(`${base}/health/ready`, { headers: { lang: 'en' } });
    return { status: res.status, ...((await res.json()) as { key: string; msg: string; data: Record<string, string> }) };
  };
  /** A public API call that reads the database (the settings). */
  const call = async () => {
    const res = await fetch(`${base}/api/v1/settings`, { headers: { lang: 'en' } });
    return { status: res.status, ...((await res.json()) as { key: string; msg: string }) };
  };

  before(async () => {
    const scratch = await scratchDatabase('souq_outage_t');
    drop = scratch.drop;
    pgRelay = await relay(hostPort(scratch.url, 5432));
    redisRelay = await relay(hostPort(redisUrl as string, 6379));
    const port = await freePort();
    child = await startServer({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: through(scratch.url, pgRelay),
      REDIS_URL: through(redisUrl as string, redisRelay),
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://souq.test',
    });
    base = `http://127.0.0.1:${port}`;
  });

  after(async () => {
    await stop(child);
    await pgRelay?.close();
    await redisRelay?.close();
    await drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('PostgreSQL away: 503s and ready names the database; back: all answers again', async () => {
    assert.equal((await ready()).status, 200);
    assert.equal((await call()).key, 'success');

    await pgRelay.cut();
    const down = await eventually(ready, (r) => r.status === 503);
    assert.equal(down.status, 503);
    assert.equal(down.data.database, 'down');
    assert.equal(down.msg, 'The server is not ready: database');
    const refused = await call();
    assert.equal(refused.status, 503);
    assert.equal(refused.key, 'error');
    assert.equal(refused.msg, 'The service is temporarily unavailable, please try again shortly');
    assert.equal(child.exitCode, null, 'the process is still running');

    await pgRelay.restore();
    const up = await eventually(ready, (r) => r.status === 200);
    assert.equal(up.status, 200);
    assert.equal((await call()).key, 'success');
    assert.equal(child.exitCode, null);
  });

  it('Redis away: ready names Redis, the process stays up; back: ready again', async () => {
    await redisRelay.cut();
    const down = await eventually(ready, (r) => r.status === 503);
    assert.equal(down.status, 503);
    assert.deepEqual(down.data, { database: 'up', redis: 'down', storage: 'up' });
    assert.equal(down.msg, 'The server is not ready: Redis');
    await new Promise((r) => setTimeout(r, 1000));
    assert.equal(child.exitCode, null, 'the process is still running');

    await redisRelay.restore();
    const up = await eventually(ready, (r) => r.status === 200);
    assert.equal(up.status, 200);
    assert.equal(child.exitCode, null);
  });
});
