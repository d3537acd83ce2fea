/**
 * Chat benchmark: 1 000 connected sockets in 500 rooms (a customer and a provider
 * each), first on one server, then on two servers sharing PostgreSQL and Redis (customers on
 * A, providers on B, so every message crosses the Redis adapter). Each customer sends, waits
 * for the acknowledgement, and sends again for `--seconds`; the provider's socket records the
 * delay from send to `sendMessageRes`. Prints messages per second delivered and the delay's
 * median and p99; the last line is one JSON object. Loopback only; figures, never assertions.
 *
 *   npm run bench:chat -- --db=postgres://postgres@127.0.0.1:5432/postgres --redis=redis://127.0.0.1:6379
 *     [--rooms=500] [--seconds=10] [--ports=8165,8166] [--only=one|two]
 *
 * `--db` is an admin URL: a database `<prefix>_<random>` is created and dropped.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/db/client';
import { chatRooms, providers, users } from '../src/db/schema';
import { loadConfig } from '../src/config/config';
import { createTokenRepository } from '../src/modules/auth/token.repository';
import { startServer, stop } from '../test/helpers/server-process';
import { temporaryDatabase } from './harness';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const ADMIN_URL = args.db ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = args.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOMS = Number(args.rooms ?? 500);
const SECONDS = Number(args.seconds ?? 10);
const [PORT_A, PORT_B] = (args.ports ?? '8165,8166').split(',').map(Number) as [number, number];
const PREFIX = args.prefix ?? 'orders_chat_bench';

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = io(url, { transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const ack = <T>(s: Socket, event: string, payload: unknown) =>
  new Promise<T>((resolve) =>
    s.timeout(30_000).emit(event, payload, (err: unknown, res: T) => resolve(err ? ({ key: 'timeout' } as T) : res)),
  );

function pct(sorted: number[], p: number) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Pair {
  room: number;
  userToken: string;
  providerToken: string;
}

async function run(label: string, pairs: Pair[], urlUser: string, urlProvider: string) {
  const t0 = Date.now();
  const conns: { u: Socket; p: Socket; room: number }[] = [];
  // Connect in batches so the handshakes do not all queue at once.
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = await Promise.all(
      pairs
        .slice(i, i + 50)
        .map(async (x) => ({ u: await connect(urlUser, x.userToken), p: await connect(urlProvider, x.providerToken), room: x.room })),
    );
    conns.push(...batch);
  }
  await Promise.all(conns.flatMap((c) => [ack(c.u, 'enterChat', { room_id: c.room }), ack(c.p, 'enterChat', { room_id: c.room })]));
  const connectSeconds = (Date.now() - t0) / 1000;

  const delays: number[] = [];
  const sentAt = new Map<string, number>();
  for (const c of conns) {
    c.p.on('sendMessageRes', (m: { client_message_id: string | null }) => {
      const at = m.client_message_id ? sentAt.get(m.client_message_id) : undefined;
      if (at !== undefined) delays.push(performance.now() - at);
    });
  }
  let sent = 0;
  let failed = 0;
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    conns.map(async (c, i) => {
      let n = 0;
      while (performance.now() < end) {
        const id = `${label}-${i}-${n++}`;
        sentAt.set(id, performance.now());
        const res = await ack<{ key: string }>(c.u, 'sendMessage', {
          room_id: c.room,
          type: 'text',
          body: `رسالة ${n}`,
          client_message_id: id,
        });
        if (res.key === 'success') sent++;
        else failed++;
      }
    }),
  );
  // Let the last broadcasts arrive.
  await new Promise((r) => setTimeout(r, 1500));
  const elapsed = (performance.now() - start) / 1000;
  for (const c of conns) {
    c.u.close();
    c.p.close();
  }
  const sorted = delays.sort((a, b) => a - b);
  const result = {
    target: label,
    sockets: conns.length * 2,
    rooms: conns.length,
    connect_s: Number(connectSeconds.toFixed(1)),
    sent,
    failed,
    delivered: delays.length,
    msgs_per_s: Math.round(delays.length / elapsed),
    median_ms: Math.round(pct(sorted, 50)),
    p99_ms: Math.round(pct(sorted, 99)),
  };
  console.log(
    `${label}: ${result.sockets} sockets / ${result.rooms} rooms, ${result.delivered} delivered of ${sent} sent (${failed} failed) in ${elapsed.toFixed(1)} s → ${result.msgs_per_s} msg/s, delay median ${result.median_ms} ms, p99 ${result.p99_ms} ms`,
  );
  return result;
}

async function main() {
  const tmpDb = await temporaryDatabase(ADMIN_URL, PREFIX);
  const dbUrl = tmpDb.url;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wt-orders-chat-bench-'));
  const children: ChildProcess[] = [];
  const results = [];
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  try {
    const base = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl,
      DATA_DIR: tmp,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      PUBLIC_URL: 'http://127.0.0.1',
    };
    // The first start applies the migrations; then seed the rooms.
    let a = await startServer({ ...base, PORT: String(PORT_A) }, 600_000);
    children.push(a);
    const database = await openDatabase({ url: dbUrl, dataDir: null, poolSize: 4 });
    const { db } = database;
    const now = new Date();
    const us = await db
      .insert(users)
      .values(
        Array.from({ length: ROOMS }, (_, i) => ({
          userName: `عميل ${i}`,
          countryCode: '+966',
          phone: `58${String(i).padStart(7, '0')}`,
          passwordHash: 'x',
          isActive: true,
        })),
      )
      .returning({ id: users.id });
    const ps = await db
      .insert(providers)
      .values(
        Array.from({ length: ROOMS }, (_, i) => ({
          name: `مزود ${i}`,
          countryCode: '+966',
          phone: `59${String(i).padStart(7, '0')}`,
          passwordHash: 'x',
          isActive: true,
        })) as never,
      )
      .returning({ id: providers.id });
    const rooms = await db
      .insert(chatRooms)
      .values(us.map((x, i) => ({ userId: x.id, providerId: ps[i]!.id, requestServiceId: null, createdAt: now })) as never)
      .returning({ id: chatRooms.id });
    const tokens = createTokenRepository(db, { now: () => new Date(), policy: loadConfig({ NODE_ENV: 'test' }).sessions });
    const pairs: Pair[] = [];
    for (let i = 0; i < ROOMS; i++) {
      pairs.push({
        room: rooms[i]!.id,
        userToken: await tokens.issue('user', us[i]!.id),
        providerToken: await tokens.issue('provider', ps[i]!.id),
      });
    }
    await database.close();

    if (args.only !== 'two') results.push(await run('one server', pairs, `http://127.0.0.1:${PORT_A}`, `http://127.0.0.1:${PORT_A}`));
    if (args.only !== 'one') {
      await stop(a);
      children.length = 0;
      a = await startServer({ ...base, REDIS_URL, PORT: String(PORT_A) }, 600_000);
      children.push(a);
      children.push(await startServer({ ...base, REDIS_URL, PORT: String(PORT_B) }, 600_000));
      results.push(await run('two servers over Redis', pairs, `http://127.0.0.1:${PORT_A}`, `http://127.0.0.1:${PORT_B}`));
    }
  } finally {
    await Promise.all(children.map(stop));
    await tmpDb.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, load: os.loadavg(), results }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
