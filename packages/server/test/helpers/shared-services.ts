/**
 * PostgreSQL (TEST_DATABASE_URL) and Redis (REDIS_URL) for multi-process tests: why a suite
 * must be skipped, a database of its own, and a TCP relay that can cut a service and bring it
 * back (an outage the server process cannot tell from a real one).
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

export const adminUrl = process.env.TEST_DATABASE_URL;
export const redisUrl = process.env.REDIS_URL;

/** The reason the shared services cannot be used, or false when both answer. */
export async function sharedServicesMissing(): Promise<string | false> {
  if (!adminUrl) return 'TEST_DATABASE_URL not set (several processes need a shared PostgreSQL)';
  if (!redisUrl) return 'REDIS_URL not set';
  try {
    const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
    await c.connect();
    await c.end();
  } catch (err) {
    return `PostgreSQL unreachable: ${(err as Error).message}`;
  }
  const r = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await r.connect();
    await r.ping();
  } catch (err) {
    return `Redis unreachable: ${(err as Error).message}`;
  } finally {
    r.disconnect();
  }
  return false;
}

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

/** A new empty database on TEST_DATABASE_URL's server: its URL and how to drop it. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  const u = new URL(adminUrl as string);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin((c) => c.query(`drop database if exists "${name}" with (force)`)).then(() => undefined) };
}

export interface Relay {
  port: number;
  /** Refuses new connections and drops the open ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A TCP relay on a free local port to `target` (host:port). */
export async function relay(target: { host: string; port: number }): Promise<Relay> {
  const open = new Set<net.Socket>();
  const make = () =>
    net.createServer((inbound) => {
      const outbound = net.connect(target.port, target.host);
      for (const s of [inbound, outbound]) {
        open.add(s);
        s.on('close', () => open.delete(s));
        s.on('error', () => undefined);
      }
      inbound.pipe(outbound).pipe(inbound);
      inbound.on('close', () => outbound.destroy());
      outbound.on('close', () => inbound.destroy());
    });
  let server = make();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of open) s.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  return {
    port,
    cut: stop,
    async restore() {
      server = make();
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    close: stop,
  };
}

/** `url` with its host and port replaced by a relay's. */
export function through(url: string, r: Relay): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(r.port);
  return u.toString();
}

export const hostPort = (url: string, defaultPort: number) => {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port || defaultPort) };
};
