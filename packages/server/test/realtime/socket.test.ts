import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import { closeWithSockets, connectSocket, createListeningApp, listenLocally, nextEvent, outcome } from '../helpers/sockets';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('realtime: Socket.IO with bearer-token handshake', () => {
  let t: TestApp;
  let url: string;
  const sockets: Socket[] = [];
  const open = (opts: Parameters<typeof connectSocket>[1] = {}) => {
    const s = connectSocket(url, opts);
    sockets.push(s);
    return s;
  };

  before(async () => ({ t, url } = await createListeningApp()));
  after(() => closeWithSockets(t, sockets));

  it('accepts a socket with a valid token in auth.token and pushes to its user room', async () => {
    const token = await t.app.deps.tokens.issue('user', 41);
    const s = open({ auth: { token } });
    assert.equal(await outcome(s), 'connected');
    const got = nextEvent<{ hello: string }>(s, 'ping-test');
    t.app.realtime.notify('user', 41, 'ping-test', { hello: 'world' });
    assert.deepEqual(await got, { hello: 'world' });
  });

  it('accepts the token as "Bearer …" and from the Authorization header', async () => {
    const token = await t.app.deps.tokens.issue('provider', 7);
    const a = open({ auth: { token: `Bearer ${token}` } });
    const b = open({ extraHeaders: { Authorization: `Bearer ${token}` } });
    assert.deepEqual(await Promise.all([outcome(a), outcome(b)]), ['connected', 'connected']);
    const both = Promise.all([nextEvent(a, 'order'), nextEvent(b, 'order')]);
    t.app.realtime.notify('provider', 7, 'order', { id: 1 });
    assert.deepEqual(await both, [{ id: 1 }, { id: 1 }]);
  });

  it('refuses sockets without a token, with "null", or with an unknown or revoked token', async () => {
    assert.equal(await outcome(open()), 'refused: unauthenticated');
    assert.equal(await outcome(open({ auth: { token: 'null' } })), 'refused: unauthenticated');
    assert.equal(await outcome(open({ auth: { token: 'not-a-real-token' } })), 'refused: unauthenticated');
    const token = await t.app.deps.tokens.issue('user', 42);
    const principal = await t.app.deps.tokens.resolve(token);
    await t.app.deps.tokens.revoke(principal!.tokenId);
    assert.equal(await outcome(open({ auth: { token } })), 'refused: unauthenticated');
  });

  it('keeps rooms apart: a user does not receive another principal’s pushes', async () => {
    const userToken = await t.app.deps.tokens.issue('user', 43);
    const providerToken = await t.app.deps.tokens.issue('provider', 43);
    const mine = open({ auth: { token: userToken } });
    const other = open({ auth: { token: providerToken } });
    assert.deepEqual(await Promise.all([outcome(mine), outcome(other)]), ['connected', 'connected']);
    let leaked = false;
    other.on('secret', () => {
      leaked = true;
    });
    const got = nextEvent(mine, 'secret');
    t.app.realtime.notify('user', 43, 'secret', { x: 1 });
    await got;
    await new Promise((r) => setTimeout(r, 100));
    assert.equal(leaked, false);
  });

  it('pushes stored notifications live (admin approval reaches the provider)', async () => {
    const { db } = t.app.deps;
    const { providers } = await import('../../src/db/schema');
    const [p] = await db
      .insert(providers)
      .values({ name: 'Live', countryCode: '+966', phone: '500000888', passwordHash: 'x', isActive: true })
      .returning();
    const s = open({ auth: { token: await t.app.deps.tokens.issue('provider', p!.id) } });
    const admin = await t.post('/admin/login', { email: 'admin@souq.sa', password: 'Admin@12345' });
    assert.equal(await outcome(s), 'connected');
    const got = nextEvent<{ body_en: string; data: { type: string } }>(s, 'notification');
    const r = await t.post(`/admin/providers/${p!.id}/approve`, {}, { token: admin.data.token });
    assert.equal(r.key, 'success');
    const note = await got;
    assert.equal(note.data.type, 'account_approved');
    assert.match(note.body_en, /approved/);
  });
});

describe('realtime across processes: the Redis adapter shares rooms', { skip: process.env.REDIS_URL ? false : 'REDIS_URL not set' }, () => {
  it('a push emitted by one server reaches a socket connected to another', async () => {
    const env = { REDIS_URL: process.env.REDIS_URL as string };
    const a = await createTestApp({ env });
    const b = await createTestApp({ env });
    let socket: Socket | null = null;
    try {
      const url = await listenLocally(a.app);
      // An id no other test run uses, since a shared Redis may carry other suites' rooms.
      const userId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
      socket = connectSocket(url, { auth: { token: await a.app.deps.tokens.issue('user', userId) } });
      assert.equal(await outcome(socket), 'connected');
      const got = nextEvent<{ via: string }>(socket, 'cross', 5000);
      // Emitted through server b's Socket.IO (a has no socket server of its own in this call).
      b.app.io.to(`user:${userId}`).emit('cross', { via: 'b' });
      assert.deepEqual(await got, { via: 'b' });
    } finally {
      socket?.close();
      await b.close();
      await a.close();
    }
  });
});
