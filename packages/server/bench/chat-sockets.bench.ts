/**
 * Chat benchmark: 1 000 connected sockets in 500 rooms (a customer and a provider
 * each), first on one server, then on two servers sharing PostgreSQL and Redis (customers on
 * A, providers on B, so every message crosses the Redis adapter). Each customer sends, waits
 * for the acknowledgement, and sends again for `--seconds`; the provider's socket records the
 * delay from send to `sendMessageRes`. With `--rate=N` the customers together send N messages a
 * second instead, round-robin, without waiting for acknowledgements. Prints messages per second
 * delivered, the delay's median and p99, messages lost or out of order, and where it ran
 * (bench/where.ts); the last line is one JSON object. Loopback only; figures, never assertions.
 *
 *   npm run bench:chat -- --db=postgres://postgres@127.0.0.1:5432/postgres --redis=redis://127.0.0.1:6379
 *     [--rooms=500] [--seconds=10] [--rate=N] [--ports=8165,8166] [--only=one|two]
 *     [--server=<another checkout>/packages/server] [--cpu-prof=<dir>] [--timeline]
 *
 * `--db` is an admin URL: a database `<prefix>_<random>` is created and dropped. `--server` runs
 * that checkout's server instead of this one (to compare two versions in the same minutes; the
 * schema comes from its migrations); `--cpu-prof` writes each server process's CPU profile there;
 * `--timeline` prints each second's deliveries and delays.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { openDatabase } from '../src/db/client';
import { chatRooms, providers, users } from '../src/db/schema';
import { loadConfig } from '../src/config/config';
import { createTokenRepository } from '../src/modules/auth/token.repository';
import { startServer, stop } from '../test/helpers/server-process';
import { temporaryDatabase } from './harness';
import { bareRouteReqPerSec, where, whereLine } from './where';

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
/** Offered rate (messages a second across all senders); 0: each sender sends when its last is acknowledged. */
const RATE = Number(args.rate ?? 0);
const [PORT_A, PORT_B] = (args.ports ?? '8165,8166').split(',').map(Number) as [number, number];
const PREFIX = args.prefix ?? 'orders_chat_bench';
const SERVER_DIR = args.server ? path.resolve(args.server) : undefined;
const CPU_PROF = args['cpu-prof'] ? path.resolve(args['cpu-prof']) : undefined;

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

/**
 * CPU milliseconds used so far (Linux /proc; 100 clock ticks a second) by each server process
 * and by the PostgreSQL backends serving the bench's database, keyed by process id; empty elsewhere.
 */
function cpuNow(serverPids: number[], dbName: string): Map<number, { ms: number; who: 'server' | 'postgres' }> {
  const out = new Map<number, { ms: number; who: 'server' | 'postgres' }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const isServer = serverPids.includes(Number(pid));
      if (!isServer && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${dbName} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      out.set(Number(pid), { ms: (Number(fields[11]) + Number(fields[12])) * 10, who: isServer ? 'server' : 'postgres' });
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

/** CPU milliseconds a delivered message cost the servers and PostgreSQL between two cpuNow readings. */
function cpuPerMessage(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, messages: number) {
  const used = { server: 0, postgres: 0 };
  for (const [pid, a] of after) used[a.who] += a.ms - (before.get(pid)?.ms ?? 0);
  const per = (ms: number) => (messages ? Number((ms / messages).toFixed(3)) : null);
  return { server_cpu_ms_per_msg: per(used.server), postgres_cpu_ms_per_msg: per(used.postgres) };
}

/** Per second of sending: messages delivered, delay median and p99 (where a tail comes from: the start, or all along). */
function printTimeline(timeline: [number, number][]) {
  const seconds = new Map<number, number[]>();
  for (const [at, delay] of timeline) {
    const s = Math.floor(at / 1000);
    const list = seconds.get(s) ?? [];
    list.push(delay);
    seconds.set(s, list);
  }
  for (const [s, ds] of [...seconds].sort((a, b) => a[0] - b[0])) {
    const sorted = ds.sort((a, b) => a - b);
    console.log(`  second ${s}: ${ds.length} delivered, median ${Math.round(pct(sorted, 50))} ms, p99 ${Math.round(pct(sorted, 99))} ms`);
  }
}

interface Pair {
  room: number;
  userToken: string;
  providerToken: string;
}

interface Target {
  urlUser: string;
  urlProvider: string;
  serverPids: number[];
  dbName: string;
}

async function run(label: string, pairs: Pair[], target: Target, bare: number) {
  const { urlUser, urlProvider } = target;
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
  /** With --timeline: each delivery's time since the start of sending, with its delay. */
  const timeline: [number, number][] = [];
  const sentAt = new Map<string, number>();
  // Order within a room: each room has one sender, whose ids end in a growing counter.
  const lastSeq = new Map<number, number>();
  let outOfOrder = 0;
  let lastDelivery = 0;
  for (const c of conns) {
    c.p.on('sendMessageRes', (m: { client_message_id: string | null }) => {
      const at = m.client_message_id ? sentAt.get(m.client_message_id) : undefined;
      if (at === undefined) return;
      lastDelivery = performance.now();
      delays.push(lastDelivery - at);
      if (args.timeline) timeline.push([lastDelivery - start, lastDelivery - at]);
      const seq = Number(m.client_message_id!.split('-').at(-1));
      if (seq <= (lastSeq.get(c.room) ?? -1)) outOfOrder++;
      lastSeq.set(c.room, seq);
    });
  }
  let sent = 0;
  let failed = 0;
  const counters = conns.map(() => 0);
  /** Send sender i's next message; the delay counts from `at` (its planned time in --rate mode). */
  const send = async (c: (typeof conns)[number], i: number, at: number) => {
    const n = counters[i]!++;
    const id = `${label.replace(/\W+/g, '_')}-${i}-${n}`;
    sentAt.set(id, at);
    const res = await ack<{ key: string }>(c.u, 'sendMessage', {
      room_id: c.room,
      type: 'text',
      body: `رسالة ${n}`,
      client_message_id: id,
    });
    if (res.key === 'success') sent++;
    else failed++;
  };
  const cpuBefore = cpuNow(target.serverPids, target.dbName);
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  if (RATE) {
    // Offered rate: RATE messages a second across all senders, round-robin, whether or not
    // earlier ones were answered; each message's delay counts from when it was due, so a
    // server that falls behind shows it (no coordinated omission).
    const pending: Promise<void>[] = [];
    for (let k = 0; ; k++) {
      const due = start + (k * 1000) / RATE;
      if (due >= end) break;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const i = k % conns.length;
      pending.push(send(conns[i]!, i, due));
    }
    await Promise.all(pending);
  } else {
    // Closed loop: each sender sends as soon as its last message is acknowledged.
    await Promise.all(
      conns.map(async (c, i) => {
        while (performance.now() < end) await send(c, i, performance.now());
      }),
    );
  }
  // Let the last broadcasts arrive.
  await new Promise((r) => setTimeout(r, 1500));
  const cpu = cpuPerMessage(cpuBefore, cpuNow(target.serverPids, target.dbName), delays.length);
  // Until the last delivery: the wait for stragglers is not sending time.
  const elapsed = ((lastDelivery || performance.now()) - start) / 1000;
  for (const c of conns) {
    c.u.close();
    c.p.close();
  }
  if (args.timeline) printTimeline(timeline);
  const sorted = delays.sort((a, b) => a - b);
  const result = {
    target: label,
    sockets: conns.length * 2,
    rooms: conns.length,
    connect_s: Number(connectSeconds.toFixed(1)),
    sent,
    failed,
    delivered: delays.length,
    lost: sent - delays.length,
    out_of_order: outOfOrder,
    ...(RATE ? { offered_per_s: RATE } : {}),
    msgs_per_s: Math.round(delays.length / elapsed),
    median_ms: Math.round(pct(sorted, 50)),
    p99_ms: Math.round(pct(sorted, 99)),
    ...cpu,
  };
  console.log(
    `${label}${RATE ? ` at ${RATE} msg/s offered` : ''}: ${result.sockets} sockets / ${result.rooms} rooms, ${result.delivered} delivered of ${sent} sent (${failed} failed, ${result.lost} lost, ${outOfOrder} out of order) in ${elapsed.toFixed(1)} s → ${result.msgs_per_s} msg/s, delay median ${result.median_ms} ms, p99 ${result.p99_ms} ms; CPU a message: servers ${cpu.server_cpu_ms_per_msg} ms, PostgreSQL ${cpu.postgres_cpu_ms_per_msg} ms; ${whereLine(bare)}`,
  );
  return result;
}

async function main() {
  const tmpDb = await temporaryDatabase(ADMIN_URL, PREFIX);
  const dbUrl = tmpDb.url;
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'wt-orders-chat-bench-'));
  const children: ChildProcess[] = [];
  const results = [];
  let bare = 0;
  console.log(`before: ${whereLine()}`);
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
    const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
    const start = (env: Record<string, string>) => startServer(env, 600_000, { dir: SERVER_DIR, nodeArgs });
    // The first start applies the migrations; then seed the rooms.
    let a = await start({ ...base, PORT: String(PORT_A) });
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
    // The CPU figure of this run, measured before the chat loads the machine.
    bare = await bareRouteReqPerSec();
    console.log(`bare route: ${bare} req/s`);

    const dbName = new URL(dbUrl).pathname.slice(1);
    const at = (port: number) => `http://127.0.0.1:${port}`;
    if (args.only !== 'two') {
      const target = { urlUser: at(PORT_A), urlProvider: at(PORT_A), serverPids: [a.pid ?? 0], dbName };
      results.push(await run('one server', pairs, target, bare));
    }
    if (args.only !== 'one') {
      await stop(a);
      children.length = 0;
      a = await start({ ...base, REDIS_URL, PORT: String(PORT_A) });
      children.push(a);
      const b = await start({ ...base, REDIS_URL, PORT: String(PORT_B) });
      children.push(b);
      const target = { urlUser: at(PORT_A), urlProvider: at(PORT_B), serverPids: [a.pid ?? 0, b.pid ?? 0], dbName };
      results.push(await run('two servers over Redis', pairs, target, bare));
    }
  } finally {
    await Promise.all(children.map(stop));
    await tmpDb.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`after: ${whereLine(bare)}`);
  console.log(JSON.stringify({ date: new Date().toISOString(), seconds: SECONDS, rate: RATE || null, where: where(bare), results }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
