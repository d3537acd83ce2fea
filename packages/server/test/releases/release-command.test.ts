/**
 * `npm run release` (scripts/release.mjs) against a running server whose administrator has
 * two-step sign-in: without a code it stops with a message naming ADMIN_OTP; with ADMIN_OTP it
 * switches and rolls back through the admin API; a code used once is refused the second time.
 * (The build path, `--preview` included, is run by packages/e2e/tests/remote-release.spec.ts.)
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { totpAt } from '../../src/modules/admin/totp';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const VERSION = '0.1.0+aaa1111';

describe('the release command signs in with two-step sign-in', () => {
  let t: TestApp;
  let releasesDir: string;
  let server = '';
  let secret = '';
  let token = '';
  /** The live release of mf_orders as the server has it. */
  const live = async () =>
    (await t.get('/admin/releases', { token })).data.find((r: { remote: string }) => r.remote === 'mf_orders').live as string | null;
  /** The app's clock, moved a TOTP step (30 s) between sign-ins. */
  let offset = 0;
  const step = () => {
    t.advance(30_000);
    offset += 30_000;
  };
  const otp = () => totpAt(secret, Date.now() + offset);

  before(async () => {
    releasesDir = mkdtempSync(path.join(os.tmpdir(), 'souq-releases-'));
    const dir = path.join(releasesDir, 'mf-orders', VERSION);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mf_orders', shared: [] }));
    t = await createTestApp({ env: { RELEASES_DIR: releasesDir } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    server = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { email, password } = t.config.admin;
    token = (await t.post('/admin/login', { email, password })).data.token;
    secret = (await t.post('/admin/totp/enrol', {}, { token })).data.secret;
    assert.equal((await t.post('/admin/totp/confirm', { otp: otp() }, { token })).key, 'success');
    const recorded = await t.post(
      '/admin/releases',
      { remote: 'mf_orders', version: VERSION, commit: 'aaa1111', built_at: '2026-11-28T12:00:00Z', activate: true },
      { token },
    );
    assert.equal(recorded.data.live, VERSION, recorded.msg);
  });
  after(async () => {
    await t?.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  /** Runs the command (asynchronously: the server answers from this process). */
  const release = (args: string[], code?: string) =>
    new Promise<{ status: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['scripts/release.mjs', 'mf-orders', ...args], {
        cwd: ROOT,
        env: {
          ...process.env,
          RELEASE_SERVER: server,
          RELEASES_DIR: releasesDir,
          ADMIN_EMAIL: t.config.admin.email,
          ADMIN_PASSWORD: t.config.admin.password,
          ADMIN_OTP: code ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => {
        out += d;
      });
      child.stderr.on('data', (d) => {
        out += d;
      });
      child.on('exit', (status) => resolve({ status, out }));
    });

  it('without a code: stops, naming ADMIN_OTP, and switches nothing', async () => {
    const r = await release(['--rollback']);
    assert.equal(r.status, 1, r.out);
    assert.match(r.out, /has two-step sign-in: set ADMIN_OTP to a current code of its authenticator app/);
    assert.equal(await live(), VERSION);
  });

  it('with ADMIN_OTP: rolls back and activates through the admin API, each code once', async () => {
    step();
    const code = otp();
    const back = await release(['--rollback'], code);
    assert.equal(back.status, 0, back.out);
    assert.match(back.out, /recording through the running server/);
    assert.match(back.out, /mf_orders: live \(the build npm start made\)/);
    assert.equal(await live(), null);

    // The same code again: refused, with what to do.
    const again = await release(['--activate', VERSION], code);
    assert.equal(again.status, 1, again.out);
    assert.match(again.out, /\/admin\/login: .*\(ADMIN_OTP: a code signs in once; wait for the next one\)/);

    step();
    const on = await release(['--activate', VERSION], otp());
    assert.equal(on.status, 0, on.out);
    assert.match(on.out, new RegExp(`mf_orders: live ${VERSION.replace('+', '\\+')}`));
    assert.equal(await live(), VERSION);
    const audit = await t.get('/admin/audit-log?target_type=release', { token });
    assert.deepEqual(
      audit.data.data.slice(0, 2).map((e: { action: string }) => e.action),
      ['release.activate', 'release.rollback'],
    );
  });
});
