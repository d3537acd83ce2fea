/**
 * Two API processes on one PostgreSQL and one Redis behind nginx (round robin, no stickiness),
 * as deploy/ runs them: calls are spread over both, the API limit and the sign-in throttle
 * count across both, an order journey (request, quotes, wallet payment, delivery with files,
 * completion, ratings) and a store checkout (cart, wallet payment, files, invoice) run with
 * their calls alternating between the processes, chat crosses them, and a process killed
 * (SIGKILL) in the middle of a burst of store checkouts and service-order wallet payments loses
 * nothing: every call answered `success` is in the database exactly once, every wallet balances
 * with its ledger, and the clients carry on through the other process.
 * Run by the test command's `cluster` step (CLUSTER_TEST=1, nginx installed from Debian's
 * packages when missing); skipped otherwise.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config/config';
import { type Database, openDatabase } from '../../src/db/client';
import { financialTransactions, productOrders, products, requestServices, walletEntries, wallets } from '../../src/db/schema';
import type { Socket } from 'socket.io-client';
import { createTokenRepository } from '../../src/modules/auth/token.repository';
import { createChatRepository } from '../../src/modules/chat/chat.repository';
import { emitAck, nextEvent, openSocket, outcome } from '../helpers/sockets';
import { createWalletRepository } from '../../src/modules/wallet/wallet.repository';
import { imageForm, makeCategory, makeProvider, makeService, makeUser, offer } from '../catalog/fixtures';
import { deliveryForm, pdf } from '../orders/support';
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
    const form = o.body instanceof FormData;
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        lang: 'en',
        'x-forwarded-for': o.ip,
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.body && !form ? { 'content-type': 'application/json' } : {}),
      },
      body: form ? (o.body as FormData) : o.body ? JSON.stringify(o.body) : undefined,
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
      // One key for every process, as deploy/ sets it: a file link signed by one is opened by the other.
      FILE_URL_SECRET: 'cluster-test-file-url-secret-0123456789abcdef',
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

  const tokenRepo = () => createTokenRepository(database.db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
  /** An adjustment, as an administrator's credit records it: the balance and its ledger line. */
  const credit = async (id: number, amount: number) => {
    const walletRepo = createWalletRepository(database.db);
    const owner = { role: 'user' as const, id };
    const at = new Date();
    await walletRepo.insertEntry(owner, { kind: 'adjustment', amount, createdAt: at }, await walletRepo.increase(owner, amount, at));
  };
  /** The user's wallet equals the sum of its ledger. */
  const assertBalanced = async (id: number, label: string) => {
    const { db } = database;
    const entries = await db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, id)));
    const [w] = await db
      .select()
      .from(wallets)
      .where(and(eq(wallets.ownerRole, 'user'), eq(wallets.ownerId, id)));
    assert.equal(
      entries.reduce((sum, e) => sum + e.amount, 0),
      w?.balance,
      `${label}: the wallet equals its ledger`,
    );
    return w?.balance ?? 0;
  };
  const paymentsOf = (id: number) =>
    database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.ownerRole, 'user'), eq(walletEntries.ownerId, id), eq(walletEntries.kind, 'payment')));
  /** A link the API gave (on PUBLIC_URL), fetched through nginx. */
  const fetchLink = (link: string, ip: string) => {
    const u = new URL(link);
    return fetch(`${base}${u.pathname}${u.search}`, { headers: { 'x-forwarded-for': ip } });
  };
  /**
   * A journey's calls through nginx: each must succeed, and the process that answered is kept,
   * so the journey can show it alternated between the two.
   */
  const journey = (ip: string) => {
    const upstreams: string[] = [];
    const step = async (method: 'GET' | 'POST', url: string, token: string, body?: unknown) => {
      const r = await call(method, url, { ip, token, body });
      assert.equal(r.key, 'success', `${method} ${url}: ${r.msg}`);
      upstreams.push(r.upstream);
      // biome-ignore lint/suspicious/noExplicitAny: the journeys read arbitrary JSON envelopes
      return r.data as any;
    };
    /** Both processes answered, and no two consecutive calls but a few went to the same one. */
    const spread = () => {
      assert.equal(new Set(upstreams).size, 2, `both processes answered: ${upstreams.join(' ')}`);
      const switches = upstreams.slice(1).filter((u, i) => u !== upstreams[i]).length;
      assert.ok(switches >= upstreams.length / 2, `the calls alternated between the processes: ${upstreams.join(' ')}`);
    };
    return { step, spread, upstreams };
  };

  it('runs an order journey with its calls spread over both processes', async () => {
    const { db } = database;
    const tokens = tokenRepo();
    const category = await makeCategory(db, 'تصميم العنقود', 'Cluster design');
    const service = await makeService(db, category.id, 'شعار العنقود', 'Cluster logo');
    const customer = await makeUser(db, 'عميلة الرحلة');
    await credit(customer.id, 1000_00);
    const p1 = await makeProvider(db, 'استوديو العنقود');
    const p2 = await makeProvider(db, 'مصمم العنقود');
    for (const p of [p1, p2]) await offer(db, p.id, service, { price: 200, duration: 4 });
    const ct = await tokens.issue('user', customer.id);
    const t1 = await tokens.issue('provider', p1.id);
    const t2 = await tokens.issue('provider', p2.id);
    const { step, spread } = journey(address());

    // An open request, quoted by two providers; each step reads what another process wrote.
    const fields = { details: 'شعار لمتجر', service_id: String(service.id), from_price: '100', to_price: '400', duration: '5' };
    const { id } = await step('POST', '/api/v1/user/request-service/store', ct, imageForm(fields));
    await step('POST', '/api/v1/provider/offers/store', t1, { request_service_id: id, price: 250, duration: 3 });
    await step('POST', '/api/v1/provider/offers/store', t2, { request_service_id: id, price: 300, duration: 5 });
    const shown = await step('POST', '/api/v1/user/request-service/show', ct, { request_service_id: id });
    assert.equal(shown.offers.length, 2);
    const chosen = shown.offers.find((o: { provider: { id: number } }) => o.provider.id === p1.id);

    // Paid from the wallet (250 + 15 % VAT), delivered with a file, completed, rated both ways.
    await step('POST', '/api/v1/user/request-service/pay', ct, { request_service_id: id, offer_price_id: chosen.id, type: 'wallet' });
    assert.equal((await step('POST', '/api/v1/provider/request-services/show', t1, { request_service_id: id })).order_status, 3);
    await step('POST', '/api/v1/provider/request-service/finished', t1, deliveryForm(id));
    const delivered = await step('POST', '/api/v1/user/request-service/show', ct, { request_service_id: id });
    assert.equal(delivered.stage, 'delivered');
    // The file one process stored is read back through the load balancer (the folder every process shares).
    for (let i = 0; i < 2; i++) {
      const file = await fetchLink(delivered.delivery_files[0].link, address());
      assert.equal(file.status, 200);
      assert.deepEqual(Buffer.from(await file.arrayBuffer()), pdf);
    }
    await step('POST', '/api/v1/user/request-service/finished', ct, { request_service_id: id });
    await step('POST', '/api/v1/rates/store', ct, { provider: p1.id, value: 5, comment: 'ممتاز' });
    await step('POST', '/api/v1/rates/store', t1, { user: customer.id, value: 4, request_service_id: id });
    const financial = await step('GET', '/api/v1/provider/financial/transactions', t1);
    assert.equal(financial.total_due, 225);
    spread();

    const [row] = await db.select().from(requestServices).where(eq(requestServices.id, id));
    assert.equal(row?.status, 4);
    assert.equal(row?.providerId, p1.id);
    assert.equal((await db.select().from(financialTransactions).where(eq(financialTransactions.requestServiceId, id))).length, 1);
    assert.deepEqual(
      (await paymentsOf(customer.id)).map((e) => e.amount),
      [-287_50],
    );
    assert.equal(await assertBalanced(customer.id, 'the customer'), 1000_00 - 287_50);
  });

  it('runs a store checkout with its calls spread over both processes', async () => {
    const { db } = database;
    const owner = await makeProvider(db, 'متجر الرحلة', { sectionId: 2 });
    const category = await makeStoreCategory(db, 'قوالب الرحلة', 'Journey templates');
    const items = [
      await makeProduct(db, owner.id, category.id, { name: 'قالب الرحلة', price: 80 }),
      await makeProduct(db, owner.id, category.id, { name: 'خط الرحلة', price: 40 }),
    ];
    // The download files in the folder both processes share (the fixture names them product-files/f<id>.pdf).
    mkdirSync(path.join(tmp, 'uploads', 'product-files'), { recursive: true });
    for (const p of items) writeFileSync(path.join(tmp, 'uploads', 'product-files', `f${p.id}.pdf`), `%PDF-1.4 product ${p.id}\n`);
    const customer = await makeUser(db, 'عميل المتجر');
    await credit(customer.id, 500_00);
    const tokens = tokenRepo();
    const ct = await tokens.issue('user', customer.id);
    const ot = await tokens.issue('provider', owner.id);
    const { step, spread } = journey(address());

    for (const p of items) {
      assert.equal((await step('POST', '/api/v1/user/products/show', ct, { product_id: p.id })).is_purchased, false);
      await step('POST', '/api/v1/user/cart/add', ct, { product_id: p.id });
    }
    assert.equal((await step('GET', '/api/v1/user/cart/get', ct)).count, 2);
    const order = await step('POST', '/api/v1/user/create-order', ct, { pay_type: 1, coupon: '' });
    assert.equal(order.paid, true);
    // 80 + 40 = 120, VAT 15 % → 138
    assert.equal(order.final_total, 138);
    assert.equal((await step('GET', '/api/v1/user/cart/get', ct)).count, 0);
    const files = await step('GET', '/api/v1/user/downloads', ct);
    assert.deepEqual(files.map((f: { id: number }) => f.id).sort(), items.map((p) => p.id).sort());
    const links = await step('POST', '/api/v1/user/products/download-files', ct, { product_id: items[0]?.id });
    // A download link one process made is redeemed at either.
    for (let i = 0; i < 2; i++) {
      const file = await fetchLink(links.download_files_attachments[0].link, address());
      assert.equal(file.status, 200);
      assert.equal(await file.text(), `%PDF-1.4 product ${items[0]?.id}\n`);
    }
    assert.equal((await step('GET', `/api/v1/invoices/products/${order.order_id}`, ct)).total, 138);
    await step('GET', `/api/v1/invoices/products/${order.order_id}`, ot);
    spread();

    const orders = await db.select().from(productOrders).where(eq(productOrders.userId, customer.id));
    assert.deepEqual(
      orders.map((o) => o.status),
      ['paid'],
    );
    assert.deepEqual(
      (await paymentsOf(customer.id)).map((e) => e.amount),
      [-138_00],
    );
    assert.equal(await assertBalanced(customer.id, 'the customer'), 500_00 - 138_00);
    for (const p of items) {
      const [row] = await db.select().from(products).where(eq(products.id, p.id));
      assert.equal(row?.salesCount, 1);
    }
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
    // A valid Saudi mobile (055…): a random 05X could be 052…, which the full metadata refuses.
    const phone = `055${randomInt(1_000_000, 9_999_999)}`;
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

  it('a process killed mid-burst of store checkouts and order payments by wallet: each success once, wallets balance, clients carry on', async () => {
    const { db } = database;
    const tokens = tokenRepo();
    const owner = await makeProvider(db, 'متجر العنقود', { sectionId: 2 });
    const category = await makeStoreCategory(db);
    /** Store customers: one product each in the cart, to check out from the wallet. */
    const buyers: { id: number; token: string; ip: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const u = await makeUser(db, `عميل ${i}`);
      await credit(u.id, 500_00);
      const c = { id: u.id, token: await tokens.issue('user', u.id), ip: address() };
      const product = await makeProduct(db, owner.id, category.id, { name: `منتج ${i}`, price: 10 + i });
      const added = await call('POST', '/api/v1/user/cart/add', { ip: c.ip, token: c.token, body: { product_id: product.id } });
      assert.equal(added.key, 'success', added.msg);
      buyers.push(c);
    }
    /** Service customers: a direct request each, accepted by the provider, to pay from the wallet (200 + 15 % VAT). */
    const svcCategory = await makeCategory(db, 'برمجة العنقود', 'Cluster code');
    const service = await makeService(db, svcCategory.id, 'موقع العنقود', 'Cluster site');
    const coder = await makeProvider(db, 'مبرمج العنقود');
    await offer(db, coder.id, service, { price: 200, duration: 4 });
    const coderToken = await tokens.issue('provider', coder.id);
    const payers: { id: number; token: string; ip: string; order: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const u = await makeUser(db, `عميل خدمة ${i}`);
      await credit(u.id, 500_00);
      const ip = address();
      const token = await tokens.issue('user', u.id);
      const fields = { details: 'موقع لمتجري', service_id: String(service.id), provider_id: String(coder.id) };
      const made = await call('POST', '/api/v1/user/request-service/store', { ip, token, body: imageForm(fields) });
      assert.equal(made.key, 'success', made.msg);
      const order = (made.data as { id: number }).id;
      const accepted = await call('POST', '/api/v1/provider/request-services/accept', {
        ip: address(),
        token: coderToken,
        body: { request_service_id: order },
      });
      assert.equal(accepted.key, 'success', accepted.msg);
      payers.push({ id: u.id, token, ip, order });
    }

    const lost = { status: 0, key: 'lost', msg: '' };
    const checkout = (c: (typeof buyers)[number]) =>
      call('POST', '/api/v1/user/create-order', { ip: c.ip, token: c.token, body: { pay_type: 1, coupon: '' } }).catch(() => lost);
    const pay = (c: (typeof payers)[number]) =>
      call('POST', '/api/v1/user/request-service/pay', {
        ip: c.ip,
        token: c.token,
        body: { request_service_id: c.order, type: 'wallet', is_direct: 'true' },
      }).catch(() => lost);
    const burst = [...buyers.map(checkout), ...payers.map(pay)];
    await new Promise((r) => setTimeout(r, 30));
    servers[0]!.kill('SIGKILL');
    const first = await Promise.all(burst);
    const firstBuys = first.slice(0, buyers.length);
    const firstPays = first.slice(buyers.length);
    // The clients carry on: whoever got no success tries again, through whichever process is left.
    // A call the kill cut after its commit comes back as "cart empty" / "already paid": it is in the database.
    const secondBuys = await Promise.all(buyers.map((c, i) => (firstBuys[i]!.key === 'success' ? firstBuys[i]! : checkout(c))));
    const secondPays = await Promise.all(payers.map((c, i) => (firstPays[i]!.key === 'success' ? firstPays[i]! : pay(c))));
    const interrupted = first.filter((a) => a.key !== 'success').length;
    console.log(
      `cluster: ${first.length - interrupted} of ${first.length} calls answered success in the burst, ${interrupted} not (the kill), retried`,
    );
    for (const a of [...secondBuys, ...secondPays]) {
      assert.ok(['success', 'fail'].includes(a.key ?? ''), `the process left answers every retry: ${a.status} ${a.msg}`);
      if (a.key === 'fail') assert.match(a.msg ?? '', /Your cart is empty|already been paid/);
    }

    for (const [i, c] of buyers.entries()) {
      const orders = await db.select().from(productOrders).where(eq(productOrders.userId, c.id));
      const payments = await paymentsOf(c.id);
      assert.equal(orders.length, 1, `buyer ${i}: one order in the end`);
      assert.equal(payments.length, 1, `buyer ${i}: paid once`);
      assert.equal(payments[0]?.referenceId, orders[0]?.id, `buyer ${i}: the payment is the order's`);
      await assertBalanced(c.id, `buyer ${i}`);
    }
    for (const [i, c] of payers.entries()) {
      const [order] = await db.select().from(requestServices).where(eq(requestServices.id, c.order));
      const payments = await paymentsOf(c.id);
      assert.equal(order?.status, 3, `payer ${i}: the order is paid`);
      assert.equal(payments.length, 1, `payer ${i}: paid once`);
      assert.equal(payments[0]?.amount, -230_00, `payer ${i}: 200 + VAT`);
      assert.equal(payments[0]?.referenceId, c.order, `payer ${i}: the payment is the order's`);
      assert.equal(await assertBalanced(c.id, `payer ${i}`), 500_00 - 230_00);
    }
    // Every call answered success is among those (exactly once, checked above); the others were carried through.
    assert.ok(
      [...secondBuys, ...secondPays].some((a) => a.key === 'success'),
      'the process left answered the clients',
    );
    const balance = await call('POST', '/api/v1/wallet/balance', { ip: buyers[0]!.ip, token: buyers[0]!.token });
    assert.equal(balance.key, 'success');
    // Sockets opened through nginx now reach the process left, and chat.
    const pair = await chatPair();
    const user = await join(base, pair.userToken, pair.roomId);
    const provider = await join(base, pair.providerToken, pair.roomId);
    await say(user, provider, pair.roomId, 'بعد سقوط خادم');
  });
});
