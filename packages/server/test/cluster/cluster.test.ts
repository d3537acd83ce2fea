/**
 * Two API processes on one PostgreSQL and one Redis behind nginx (round robin, no stickiness),
 * as deploy/ runs them: calls are spread over both, the API limit and the sign-in throttle
 * count across both, and a process killed (SIGKILL) in the middle of a burst of wallet
 * checkouts loses nothing: every checkout answered `success` is in the database exactly once,
 * every wallet balances with its ledger, and the customers carry on through the other process.
 * Run by the test command's `cluster` step (CLUSTER_TEST=1, nginx installed from Debian's
 * packages when missing); skipped otherwise.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config/config';
import { type Database, openDatabase } from '../../src/db/client';
import { productOrders, walletEntries, wallets } from '../../src/db/schema';
import type { Socket } from 'socket.io-client';
import { createTokenRepository } from '../../src/modules/auth/token.repository';
import { createChatRepository } from '../../src/modules/chat/chat.repository';
import { emitAck, nextEvent, openSocket, outcome } from '../helpers/sockets';
import { createWalletRepository } from '../../src/modules/wallet/wallet.repository';
import { makeProvider, makeUser } from '../catalog/fixtures';
import { makeProduct, makeStoreCategory } from '../commerce/fixtures';
import { NGINX, startNginx } from '../helpers/nginx';
import { freePort, startServer, stop } from '../helpers/server-process';
import { redisUrl, scratchDatabase, sharedServicesMissing } from '../helpers/shared-services';

const skip = !process.env.CLUSTER_TEST
  ? 'CLUSTER_TEST not set (the test command sets it)'
  : !existsSync(NGINX)
    ? 'nginx not installed'
    : await sharedServicesMissing();
if (skip) console.log(`# cluster test skipped: ${skip}`);

const API_LIMIT = 40;
/** A client address of its own for each scenario (nginx passes it on; the servers trust the proxy). */
const address = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

describe('two API processes behind nginx', { skip }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'souq-cluster-'));
  const servers: ChildProcess[] = [];
  let nginx: ChildProcess | null = null;
  let database: Database;
  let drop: () => Promise<void> = async () => undefined;
  let base = '';
  let direct: string[] = [];

  const call = async (method: 'GET' | 'POST', url: string, o: { ip: string; token?: string; body?: unknown }) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        lang: 'en',
        'x-forwarded-for': o.ip,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.body ? { 'content-type': 'application/json' } : {}),
      },
      body: o.body ? JSON.stringify(o.body) : undefined,
    });
    const text = await res.text();
    let json: { key?: string; msg?: string; data?: unknown } = {};
    try {
      json = JSON.parse(text);
    } catch {
      // nginx's own 502 page
    }
    return { status: res.status, upstream: res.headers.get('x-upstream') ?? '', ...json };
  };

  before(async () => {
    const scratch = await scratchDatabase('souq_cluster_t');
    drop = scratch.drop;
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl as string,
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://souq.test',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: String(API_LIMIT),
    };
    const ports = [await freePort(), await freePort()];
    for (const port of ports) servers.push(await startServer({ ...env, PORT: String(port) }));
    direct = ports.map((p) => `http://127.0.0.1:${p}`);
    ({ nginx, base } = await startNginx(path.join(tmp, 'nginx'), ports));
    database = await openDatabase({ url: scratch.url, dataDir: null, poolSize: 3 });
  });

  const sockets: Socket[] = [];
  after(async () => {
    for (const s of sockets) s.close();
    nginx?.kill('SIGTERM');
    // The killed one has exited already.
    await Promise.all(servers.filter((s) => s.exitCode === null && s.signalCode === null).map(stop));
    await database?.close();
    await drop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('spreads calls over both processes, and the API limit per address counts across them', async () => {
    const ip = address();
    const answers = [];
    for (let i = 0; i < API_LIMIT + 10; i++) answers.push(await call('GET', '/api/v1/settings', { ip }));
    const ok = answers.filter((a) => a.status === 200);
    assert.equal(ok.length, API_LIMIT);
    assert.equal(answers.filter((a) => a.status === 429).length, 10);
    assert.equal(new Set(ok.map((a) => a.upstream)).size, 2, 'both processes answered');
  });

  it('counts failed sign-ins at both processes in one throttle', async () => {
    const ip = address();
    const phone = `05${randomInt(10_000_000, 99_999_999)}`;
    const body = { country_code: '+966', phone, password: 'wrong-pass1' };
    const upstreams = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', '/api/v1/user/login', { ip, body });
      assert.equal(r.msg, 'The phone number or password is incorrect');
      upstreams.add(r.upstream);
    }
    assert.equal(upstreams.size, 2);
    assert.match((await call('POST', '/api/v1/user/login', { ip, body })).msg ?? '', /^Too many attempts/);
  });

  /** A user and a provider in one chat room, with their tokens. */
  const chatPair = async () => {
    const { db } = database;
    const tokens = createTokenRepository(db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
    const user = await makeUser(db, 'عميل المحادثة');
    const provider = await makeProvider(db, 'مزود المحادثة');
    const chats = createChatRepository(db);
    await chats.insertRoom(user.id, provider.id, null, new Date());
    const room = await chats.findRoomFor(user.id, provider.id, null);
    assert.ok(room);
    return { roomId: room.id, userToken: await tokens.issue('user', user.id), providerToken: await tokens.issue('provider', provider.id) };
  };
  const join = async (url: string, token: string, roomId: number) => {
    const s = openSocket(url, token);
    sockets.push(s);
    assert.equal(await outcome(s), 'connected');
    assert.equal((await emitAck(s, 'enterChat', { room_id: roomId })).key, 'success');
    return s;
  };
  const say = async (from: Socket, to: Socket, roomId: number, body: string) => {
    const heard = nextEvent<{ body: string }>(to, 'sendMessageRes', 5000);
    const ack = await emitAck(from, 'sendMessage', { room_id: roomId, type: 'text', body, client_message_id: `c-${randomInt(1e9)}` });
    assert.equal(ack.key, 'success');
    assert.equal((await heard).body, body);
  };

  it('chats between sockets connected to different processes', async () => {
    const pair = await chatPair();
    const onA = await join(direct[0]!, pair.userToken, pair.roomId);
    const onB = await join(direct[1]!, pair.providerToken, pair.roomId);
    await say(onA, onB, pair.roomId, 'من الخادم الأول');
    await say(onB, onA, pair.roomId, 'ومن الثاني');
  });

  it('a process killed mid-burst of wallet checkouts: each success once, wallets balance, clients carry on', async () => {
    const { db } = database;
    const tokens = createTokenRepository(db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
    const walletRepo = createWalletRepository(db);
    /** An adjustment, as an administrator's credit records it: the balance and its ledger line. */
    const credit = async (id: number, amount: number) => {
      const owner = { role: 'user' as const, id };
      const at = new Date();
      await walletRepo.insertEntry(owner, { kind: 'adjustment', amount, createdAt: at }, await walletRepo.increase(owner, amount, at));
    };
    const owner = await makeProvider(db, 'متجر العنقود', { sectionId: 2 });
    const category = await makeStoreCategory(db);
    const customers: { id: number; token: string; ip: string }[] = [];
    for (let i = 0; i < 16; i++) {
      const u = await makeUser(db, `عميل ${i}`);
      await credit(u.id, 500_00);
      const c = { id: u.id, token: await tokens.issue('user', u.id), ip: address() };
      const product = await makeProduct(db, owner.id, category.id, { name: `منتج ${i}`, price: 10 + i });
      const added = await call('POST', '/api/v1/user/cart/add', { ip: c.ip, token: c.token, body: { product_id: product.id } });
      assert.equal(added.key, 'success', added.msg);
      customers.push(c);
    }
    const checkout = (c: (typeof customers)[number]) =>
      call('POST', '/api/v1/user/create-order', { ip: c.ip, token: c.token, body: { pay_type: 1, coupon: '' } }).catch(() => ({
        status: 0,
        key: 'lost',
      }));
    const burst = customers.map(checkout);
    await new Promise((r) => setTimeout(r, 30));
    servers[0]!.kill('SIGKILL');
    const first = await Promise.all(burst);
    // The clients carry on: whoever got no success tries again, through whichever process is left.
    const second = await Promise.all(customers.map((c, i) => (first[i]!.key === 'success' ? first[i]! : checkout(c))));
    const successes = customers.map((_, i) => (first[i]!.key === 'success' || second[i]!.key === 'success' ? 1 : 0));
    const interrupted = first.filter((a) => a.key !== 'success').length;
    console.log(`cluster: ${first.length - interrupted} checkouts answered success in the burst, ${interrupted} not (the kill), retried`);

    for (const [i, c] of customers.entries()) {
      const orders = await db.select().from(productOrders).where(eq(productOrders.userId, c.id));
      const payments = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, c.id), eq(walletEntries.kind, 'payment')));
      assert.ok(orders.length <= 1 && payments.length === orders.length, `customer ${i}: one order, one payment at most`);
      if (successes[i]) assert.equal(orders.length, 1, `customer ${i}: the success is in the database`);
      const entries = await db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, c.id)));
      const [w] = await db
        .select()
        .from(wallets)
        .where(and(eq(wallets.ownerRole, 'user'), eq(wallets.ownerId, c.id)));
      assert.equal(
        entries.reduce((sum, e) => sum + e.amount, 0),
        w!.balance,
        `customer ${i}: the wallet equals its ledger`,
      );
    }
    assert.ok(
      successes.every((n) => n === 1),
      `every customer checked out once in the end: ${JSON.stringify(successes)}`,
    );
    const balance = await call('POST', '/api/v1/wallet/balance', { ip: customers[0]!.ip, token: customers[0]!.token });
    assert.equal(balance.key, 'success');
    // Sockets opened through nginx now reach the process left, and chat.
    const pair = await chatPair();
    const user = await join(base, pair.userToken, pair.roomId);
    const provider = await join(base, pair.providerToken, pair.roomId);
    await say(user, provider, pair.roomId, 'بعد سقوط خادم');
  });
});
