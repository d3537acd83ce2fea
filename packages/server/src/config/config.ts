/**
 * Configuration, validated once at start-up. Nothing else reads process.env.
 * @see ../../README.md "Configuration" for every variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../../..');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which requests are logged: every one (`all`: Fastify's "incoming request" and "request
   * completed" at info), only answers with a status of 400 or more (`errors`: one line at
   * warn), or `none`. Default: `errors` in production, `none` in tests, `all` in development.
   */
  REQUEST_LOG: z.enum(['all', 'errors', 'none']).optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  UPLOAD_DIR: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@souq.sa'),
  ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
  SMS_DRIVER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox']).default('sandbox'),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SERVE_WEB: bool,
  WEB_ROOT: z.string().default(REPO_ROOT),
  REMOTES_JSON: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  TRUST_PROXY: bool,
  /** API requests per minute per client IP (static files never count). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** How long a provider list/search page may be reused while the catalogue is unchanged (0 = off). */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().min(0).default(60),
  /** The provider search's in-memory index (provider-search-index.ts): on, off, wait (tests: build before answering), check (also compare with SQL). */
  SEARCH_INDEX: z.enum(['on', 'off', 'wait', 'check']).optional(),
  /** How often delivered orders are checked for auto-completion (0 = never; tests call it). */
  ORDER_SWEEP_SECONDS: z.coerce.number().min(0).optional(),
  /** A customer or provider session ends after this many days without a call, and this many after sign-in whatever happens. */
  TOKEN_IDLE_DAYS: z.coerce.number().positive().default(30),
  TOKEN_MAX_DAYS: z.coerce.number().positive().default(90),
  /** An administrator's session ends this many hours after sign-in. */
  ADMIN_TOKEN_HOURS: z.coerce.number().positive().default(12),
  /** Text messages (codes) one client address may cause per hour; tests raise it, since every inject comes from one address. */
  SMS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().optional(),
});

export type Env = z.input<typeof schema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | null;
  logLevel: string;
  requestLog: 'all' | 'errors' | 'none';
  databaseUrl: string | null;
  dataDir: string;
  uploadDir: string;
  redisUrl: string | null;
  admin: { email: string; password: string };
  sms: { driver: 'outbox' | 'http'; httpUrl: string | null; httpToken: string | null };
  paymentGateway: 'sandbox';
  seedDemo: boolean;
  serveWeb: boolean;
  webRoot: string;
  remotesJson: string | null;
  maxUploadBytes: number;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  catalogCacheTtlMs: number;
  searchIndex: 'on' | 'off' | 'wait' | 'check';
  orderSweepMs: number;
  sessions: { idleMs: number; maxMs: number; adminMaxMs: number };
  smsPerAddressPerHour: number;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.SMS_DRIVER === 'http' && !e.SMS_HTTP_URL) throw new Error('Invalid configuration:\n  SMS_HTTP_URL: required when SMS_DRIVER=http');
  if (e.NODE_ENV === 'production' && e.SMS_DRIVER === 'outbox' && !source.ALLOW_OUTBOX_IN_PRODUCTION) {
    // The outbox exposes codes over HTTP; it must never run in production.
    throw new Error('Invalid configuration:\n  SMS_DRIVER: outbox is not allowed when NODE_ENV=production');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL ?? null,
    logLevel: e.LOG_LEVEL,
    requestLog: e.REQUEST_LOG ?? (e.NODE_ENV === 'production' ? 'errors' : e.NODE_ENV === 'test' ? 'none' : 'all'),
    databaseUrl: e.DATABASE_URL ?? null,
    dataDir: e.DATA_DIR,
    uploadDir: e.UPLOAD_DIR ?? path.join(e.DATA_DIR, 'uploads'),
    redisUrl: e.REDIS_URL ?? null,
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    sms: { driver: e.SMS_DRIVER, httpUrl: e.SMS_HTTP_URL ?? null, httpToken: e.SMS_HTTP_TOKEN ?? null },
    paymentGateway: e.PAYMENT_GATEWAY,
    seedDemo: e.SEED_DEMO,
    serveWeb: e.SERVE_WEB,
    webRoot: e.WEB_ROOT,
    remotesJson: e.REMOTES_JSON ?? null,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'test' ? 100_000 : 1200),
    catalogCacheTtlMs: Math.round(e.CATALOG_CACHE_TTL_SECONDS * 1000),
    searchIndex: e.SEARCH_INDEX ?? (e.NODE_ENV === 'test' ? 'wait' : 'on'),
    orderSweepMs: Math.round((e.ORDER_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 600)) * 1000),
    sessions: {
      idleMs: Math.round(e.TOKEN_IDLE_DAYS * DAY),
      maxMs: Math.round(e.TOKEN_MAX_DAYS * DAY),
      adminMaxMs: Math.round(e.ADMIN_TOKEN_HOURS * HOUR),
    },
    smsPerAddressPerHour: e.SMS_PER_ADDRESS_PER_HOUR ?? (e.NODE_ENV === 'test' ? 100_000 : 10),
  };
}
