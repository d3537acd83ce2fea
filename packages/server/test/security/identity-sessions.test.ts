/**
 * Sessions: admin sign-out on the embedded database, idle and absolute expiry, TOTP codes
 * used once, and live sockets dropped when their token is revoked (also across processes
 * sharing Redis, when REDIS_URL is set).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { admins } from '../../src/db/schema';
import { newTotpSecret, totpAt } from '../../src/modules/admin/totp';
import { closeWithSockets, createListeningApp, listenLocally, openSocket, outcome } from '../helpers/sockets';
import type { TestApp } from '../helpers/test-app';
import { activeUser, lastCode, PASSWORD } from '../identity/support';

const DAY = 24 * 3_600_000;
const ADMIN = { email: 'admin@souq.sa', password: 'Admin@12345' };

/** Resolves when the socket is disconnected by the server; rejects after `ms`. */
function dropped(socket: Socket, ms = 3000): Promise<string> {
  if (!socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

describe('security: sessions', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const socket = (token: string, at = url) => {
    const s = openSocket(at, token);
    sockets.push(s);
    return s;
  };

  before(async () => ({ t, url } = await createListeningApp({ env: process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {} })));
  after(() => closeWithSockets(t, sockets));

  it('admin sign-out answers, and the next request answers too (one PGlite connection)', { timeout: 15_000 }, async () => {
    const login = await t.post('/admin/login', ADMIN);
    assert.equal(login.key, 'success', login.msg);
    const out = await t.post('/admin/logout', {}, { token: login.data.token });
    assert.equal(out.key, 'success', out.msg);
    assert.equal((await t.get('/admin/me', { token: login.data.token })).key, 'unauthenticated');
    assert.equal((await t.get('/range-prices')).key, 'success');
  });

  it('a session ends after 30 idle days, and 90 days after sign-in however much it is used', async () => {
    const idle = await activeUser(t);
    t.advance(29 * DAY);
    assert.equal((await t.post('/user/show-profile', {}, { token: idle.token })).key, 'success');
    t.advance(29 * DAY);
    assert.equal((await t.post('/user/show-profile', {}, { token: idle.token })).key, 'success', 'use restarts the idle time');
    t.advance(30 * DAY + 1000);
    assert.equal((await t.post('/user/show-profile', {}, { token: idle.token })).key, 'unauthenticated');

    const busy = await activeUser(t);
    for (let day = 20; day < 90; day += 20) {
      t.advance(20 * DAY);
      assert.equal((await t.post('/user/show-profile', {}, { token: busy.token })).key, 'success', `day ${day}`);
    }
    t.advance(11 * DAY);
    assert.equal((await t.post('/user/show-profile', {}, { token: busy.token })).key, 'unauthenticated');
  });

  it('an admin session ends 12 hours after sign-in', async () => {
    const login = await t.post('/admin/login', ADMIN);
    assert.equal(login.key, 'success', login.msg);
    t.advance(11 * 3_600_000);
    assert.equal((await t.get('/admin/me', { token: login.data.token })).key, 'success');
    t.advance(3_600_000 + 1000);
    assert.equal((await t.get('/admin/me', { token: login.data.token })).key, 'unauthenticated');
  });

  it('a TOTP code signs in once: the same code again is refused', async () => {
    const secret = newTotpSecret();
    const email = 'second@souq.sa';
    const first = await t.post('/admin/login', ADMIN);
    const made = await t.post('/admin/admins', { name: 'Second', email, password: 'Second@12345' }, { token: first.data.token });
    assert.equal(made.key, 'success', made.msg);
    await t.app.deps.db.update(admins).set({ totpSecret: secret, totpEnabledAt: new Date() }).where(eq(admins.email, email));
    const otp = totpAt(secret, t.app.deps.now().getTime());
    const ok = await t.post('/admin/login', { email, password: 'Second@12345', otp }, { remoteAddress: '10.8.0.1' });
    assert.equal(ok.key, 'success', ok.msg);
    const replay = await t.post('/admin/login', { email, password: 'Second@12345', otp }, { remoteAddress: '10.8.0.2' });
    assert.equal(replay.key, 'fail');
    assert.equal(replay.msg, 'This code has already been used; wait for the next code in your authenticator app');
    t.advance(30_000);
    const next = await t.post('/admin/login', {
      email,
      password: 'Second@12345',
      otp: totpAt(secret, t.app.deps.now().getTime()),
    });
    assert.equal(next.key, 'success', next.msg);
  });

  it('signing out drops the open socket of that session only', async () => {
    const user = await activeUser(t);
    const other = await t.post('/user/login', { country_code: '+966', phone: user.phone, password: PASSWORD });
    const mine = socket(user.token);
    const theirs = socket(other.data.token);
    assert.deepEqual(await Promise.all([outcome(mine), outcome(theirs)]), ['connected', 'connected']);
    const gone = dropped(mine);
    assert.equal((await t.post('/user/logout', {}, { token: user.token })).key, 'success');
    assert.equal(await gone, 'io server disconnect');
    assert.equal(theirs.connected, true, 'another session of the same account stays connected');
  });

  it('a password change drops every socket of the account', async () => {
    const user = await activeUser(t);
    const s = socket(user.token);
    assert.equal(await outcome(s), 'connected');
    const body = { country_code: '+966', phone: user.phone };
    assert.equal((await t.post('/user/password/change/send-code', body, { token: user.token })).key, 'success');
    const code = await lastCode(t, user.phone);
    assert.equal((await t.post('/user/password/change/verify-code', { ...body, code }, { token: user.token })).key, 'success');
    const gone = dropped(s);
    const changed = await t.post(
      '/user/password/update',
      { old_password: PASSWORD, password: 'changed456', password_confirmation: 'changed456' },
      { token: user.token },
    );
    assert.equal(changed.key, 'success', changed.msg);
    await gone;
  });

  it('an expired token is refused a socket, and dropping happens when the expiry is found', async () => {
    const user = await activeUser(t);
    const s = socket(user.token);
    assert.equal(await outcome(s), 'connected');
    t.advance(31 * DAY);
    const gone = dropped(s);
    assert.equal((await t.post('/user/show-profile', {}, { token: user.token })).key, 'unauthenticated');
    await gone;
    assert.equal(await outcome(socket(user.token)), 'refused: unauthenticated');
  });

  it('signing out on one process drops the socket held by another (Redis adapter)', {
    skip: !process.env.REDIS_URL && 'REDIS_URL not set',
  }, async () => {
    const other = await t.sibling();
    const otherUrl = await listenLocally(other);
    const user = await activeUser(t);
    const s = socket(user.token, otherUrl);
    assert.equal(await outcome(s), 'connected');
    const gone = dropped(s);
    assert.equal((await t.post('/user/logout', {}, { token: user.token })).key, 'success');
    assert.equal(await gone, 'io server disconnect');
  });
});
