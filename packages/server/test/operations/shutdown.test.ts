/**
 * SIGTERM on a server process: it stops accepting connections at once, a request already under
 * way still gets its answer, one that does not finish within SHUTDOWN_GRACE_SECONDS is cut, and
 * the process exits 0.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort, startServer } from '../helpers/server-process';

/**
 * A login whose body is sent in two parts: the request is under way between them. It asks for
 * `100 Continue`, so `started` resolves once the server has the request (not merely once the
 * bytes left: a connection without a request yet is idle, and idle ones close at once).
 */
function halfSentLogin(port: number) {
  const body = JSON.stringify({ phone: '0500000000', password: 'not-the-password', country_code: '966' });
  const socket = net.connect(port, '127.0.0.1');
  let answer = '';
  let onContinue: (() => void) | null = null;
  socket.on('data', (d) => {
    answer += d.toString();
    if (onContinue && answer.includes('100 Continue')) {
      onContinue();
      onContinue = null;
      answer = '';
    }
  });
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)));
  socket.on('error', () => undefined);
  const half = Math.floor(body.length / 2);
  const started = new Promise<void>((resolve) => {
    onContinue = () => socket.write(body.slice(0, half), () => resolve());
    socket.once('connect', () => {
      socket.write(
        `POST /api/v1/user/login HTTP/1.1\r\nHost: souq.test\r\nContent-Type: application/json\r\nlang: en\r\nExpect: 100-continue\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
    });
  });
  // Written, not ended: a half-closed request is one its client gave up on.
  return { started, finish: () => socket.write(body.slice(half)), closed };
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });

describe('SIGTERM', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-shutdown-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  const start = async (grace: number) => {
    const port = await freePort();
    const child = await startServer({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://souq.test',
      SHUTDOWN_GRACE_SECONDS: String(grace),
    });
    return { port, child };
  };

  it('finishes the request under way, refuses new connections, exits 0', async () => {
    const { port, child } = await start(10);
    const exit = exited(child);
    const login = halfSentLogin(port);
    await login.started;
    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(await refused(port), true, 'no new connection after SIGTERM');
    assert.equal(child.exitCode, null, 'still running while a request is under way');
    login.finish();
    const answer = await login.closed;
    assert.match(answer, /^HTTP\/1\.1 200/);
    assert.match(answer, /"key":"fail"/);
    assert.match(answer, /connection: close/i);
    const { code, at } = await exit;
    assert.equal(code, 0);
    assert.ok(at - signalled < 8000, 'the answered connection did not hold the process for the grace period');
  });

  it('cuts a request that outlasts SHUTDOWN_GRACE_SECONDS and still exits 0', async () => {
    const { port, child } = await start(1);
    const exit = exited(child);
    const login = halfSentLogin(port);
    await login.started;
    const signalled = Date.now();
    child.kill('SIGTERM');
    const { code, at } = await exit;
    assert.equal(code, 0);
    assert.ok(at - signalled < 8000, `exited ${at - signalled} ms after SIGTERM`);
    await login.closed;
  });
});
