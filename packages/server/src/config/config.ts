/**
 * Configuration, validated once at start-up. Nothing else reads process.env.
 * @see ../../README.md "Configuration" for every variable.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { driverProblems, paymentDriver } from './driver-problems';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../../../..');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** A comma-separated list (blank entries dropped). */
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  );

/** `scheme://host[:port]` of a URL, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** The default administrator password: known to anyone who read the README. */
export const DEFAULT_ADMIN_PASSWORD = 'Admin@12345';
/** Shortest administrator password production accepts. */
export const MIN_PRODUCTION_ADMIN_PASSWORD = 12;
/** Shortest FILE_URL_SECRET accepted (bytes of text). */
const MIN_FILE_URL_SECRET = 32;

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
  /** Where `npm run release` puts each remote's versioned builds (default DATA_DIR/releases). */
  RELEASES_DIR: z.string().optional(),
  /** Where uploads live: this process's disk (`local`, UPLOAD_DIR) or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** Production refuses local storage unless this says one process on one disk is meant. */
  ALLOW_LOCAL_STORAGE: bool,
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path (MinIO, most S3-compatible servers) instead of the host name. */
  S3_FORCE_PATH_STYLE: bool,
  /** A CDN (or public bucket) base public pictures are linked from; unset: served through the API. */
  S3_PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** On SIGTERM, how long requests under way may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).default(10),
  ADMIN_EMAIL: z.string().email().default('admin@souq.sa'),
  ADMIN_PASSWORD: z.string().min(8).default(DEFAULT_ADMIN_PASSWORD),
  SMS_DRIVER: z.enum(['outbox', 'http', 'unifonic']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  UNIFONIC_APP_SID: z.string().optional(),
  UNIFONIC_SENDER_ID: z.string().optional(),
  UNIFONIC_API_URL: z.string().url().default('https://el.cloud.unifonic.com'),
  /** Each send attempt's limit; with 3 retries and their backoff the person hears back within 60 s. */
  UNIFONIC_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** First wait before a retry, doubled each time (1 s, 2 s, 4 s). */
  UNIFONIC_BACKOFF_MS: z.coerce.number().int().min(0).default(1000),
  /** `PAYMENT_GATEWAY` is its old name, still read when `PAYMENT_DRIVER` is unset. */
  PAYMENT_DRIVER: z.enum(['sandbox', 'moyasar']).optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'moyasar']).optional(),
  MOYASAR_SECRET_KEY: z.string().optional(),
  MOYASAR_WEBHOOK_SECRET: z.string().optional(),
  MOYASAR_API_URL: z.string().url().default('https://api.moyasar.com/v1'),
  MOYASAR_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** A pending card payment older than this expires (its invoice is cancelled at the gateway). */
  PAYMENT_EXPIRY_MINUTES: z.coerce.number().positive().default(60),
  /** How often pending card payments are checked for expiry (0 = never; tests call it). */
  PAYMENT_SWEEP_SECONDS: z.coerce.number().min(0).optional(),
  /** The sandbox settles any payment with a test card: production needs this to run it anyway (a staging copy). */
  ALLOW_SANDBOX_PAYMENTS: bool,
  /** The outbox answers codes over HTTP: production needs this to run it anyway (a staging copy). */
  ALLOW_OUTBOX_IN_PRODUCTION: bool,
  /** Default: on, except in production. */
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  SERVE_WEB: bool,
  WEB_ROOT: z.string().default(REPO_ROOT),
  REMOTES_JSON: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().positive().default(10),
  TRUST_PROXY: bool,
  /** Hosts (`host[:port]`) absolute links may name when PUBLIC_URL is unset (lib/request-context.ts). */
  ALLOWED_HOSTS: list,
  /** Origins whose pages may call the API from the browser (CORS); same-origin pages need none. */
  CORS_ORIGINS: list,
  /** Origins the app's HTML may run remote code from, beyond this server and REMOTES_JSON's. */
  REMOTE_ORIGINS: list,
  /** Key of the signed links to private files (chat, order files); required in production. */
  FILE_URL_SECRET: z.string().min(MIN_FILE_URL_SECRET).optional(),
  /** A signed file link lives between this and twice this long (it changes once per period). */
  FILE_URL_MINUTES: z.coerce.number().positive().default(30),
  /** API requests per minute per client IP (static files never count). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().optional(),
  /** How long a provider list/search page may be reused while the catalogue is unchanged (0 = off). */
  CATALOG_CACHE_TTL_SECONDS: z.coerce.number().min(0).default(60),
  /** The provider search's in-memory index (provider-search-index.ts): on, off, wait (tests: build before answering), check (also compare with SQL). */
  SEARCH_INDEX: z.enum(['on', 'off', 'wait', 'check']).optional(),
  /** Work started by a request (payment notices) goes through the job queue (on) or runs in the process at once (off; tests). */
  JOB_QUEUE: z.enum(['on', 'off']).optional(),
  /** First wait before a failed job is tried again, doubled each time (5 tries). */
  JOB_RETRY_SECONDS: z.coerce.number().positive().default(10),
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
/** The variables once parsed (defaults applied). */
export type ParsedEnv = z.output<typeof schema>;

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
  storage: {
    driver: 'local' | 's3';
    s3: {
      endpoint: string | null;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      publicUrl: string | null;
    };
  };
  redisUrl: string | null;
  shutdownGraceMs: number;
  admin: { email: string; password: string };
  sms: {
    driver: 'outbox' | 'http' | 'unifonic';
    httpUrl: string | null;
    httpToken: string | null;
    unifonic: { appSid: string; senderId: string | null; apiUrl: string; timeoutMs: number; backoffMs: number };
    /**
     * The secret queued text messages are sealed with (FILE_URL_SECRET, the same on every
     * process; modules/sms/sms-queue.ts derives its own key from it). Null when FILE_URL_SECRET
     * is not set: messages are then sent while the request waits, never queued.
     */
    queueSecret: string | null;
  };
  payments: {
    driver: 'sandbox' | 'moyasar';
    moyasar: { secretKey: string; webhookSecret: string; apiUrl: string; timeoutMs: number };
    expiryMs: number;
    sweepMs: number;
  };
  seedDemo: boolean;
  /** Hosts allowed in absolute links (lower case, `host[:port]`); empty: the Host header the server was reached on. */
  allowedHosts: string[];
  corsOrigins: string[];
  /** Origins of remote code the HTML may load (REMOTE_ORIGINS and REMOTES_JSON's absolute URLs). */
  remoteOrigins: string[];
  fileUrls: { secret: string; periodMs: number };
  serveWeb: boolean;
  webRoot: string;
  remotesJson: string | null;
  /** The releases of each remote, `<folder>/<version>/`, served at /releases/. */
  releasesDir: string;
  maxUploadBytes: number;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  catalogCacheTtlMs: number;
  searchIndex: 'on' | 'off' | 'wait' | 'check';
  orderSweepMs: number;
  jobQueue: boolean;
  jobRetrySeconds: number;
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
  const seedDemo = e.SEED_DEMO ? e.SEED_DEMO === 'true' || e.SEED_DEMO === '1' : e.NODE_ENV !== 'production';
  const problems = [...driverProblems(e), ...originProblems(e), ...(e.NODE_ENV === 'production' ? productionProblems(e, seedDemo) : [])];
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
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
    releasesDir: e.RELEASES_DIR ?? path.join(e.DATA_DIR, 'releases'),
    storage: {
      driver: e.STORAGE_DRIVER,
      s3: {
        endpoint: e.S3_ENDPOINT ?? null,
        region: e.S3_REGION,
        bucket: e.S3_BUCKET ?? '',
        accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
        publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
      },
    },
    redisUrl: e.REDIS_URL ?? null,
    shutdownGraceMs: Math.round(e.SHUTDOWN_GRACE_SECONDS * 1000),
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    sms: {
      driver: e.SMS_DRIVER,
      httpUrl: e.SMS_HTTP_URL ?? null,
      httpToken: e.SMS_HTTP_TOKEN ?? null,
      unifonic: {
        appSid: e.UNIFONIC_APP_SID ?? '',
        senderId: e.UNIFONIC_SENDER_ID || null,
        apiUrl: e.UNIFONIC_API_URL.replace(/\/+$/, ''),
        timeoutMs: e.UNIFONIC_TIMEOUT_MS,
        backoffMs: e.UNIFONIC_BACKOFF_MS,
      },
      queueSecret: e.FILE_URL_SECRET ?? null,
    },
    payments: {
      driver: paymentDriver(e),
      moyasar: {
        secretKey: e.MOYASAR_SECRET_KEY ?? '',
        webhookSecret: e.MOYASAR_WEBHOOK_SECRET ?? '',
        apiUrl: e.MOYASAR_API_URL.replace(/\/+$/, ''),
        timeoutMs: e.MOYASAR_TIMEOUT_MS,
      },
      expiryMs: Math.round(e.PAYMENT_EXPIRY_MINUTES * 60_000),
      sweepMs: Math.round((e.PAYMENT_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 60)) * 1000),
    },
    seedDemo,
    allowedHosts: e.ALLOWED_HOSTS.map((h) => h.toLowerCase()),
    corsOrigins: e.CORS_ORIGINS.map((o) => originOf(o)!),
    remoteOrigins: remoteOrigins(e.REMOTE_ORIGINS, e.REMOTES_JSON),
    // Outside production a random key is fine: links live minutes, and a restart only re-signs them.
    fileUrls: { secret: e.FILE_URL_SECRET ?? randomBytes(32).toString('base64url'), periodMs: Math.round(e.FILE_URL_MINUTES * 60_000) },
    serveWeb: e.SERVE_WEB,
    webRoot: e.WEB_ROOT,
    remotesJson: e.REMOTES_JSON ?? null,
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    trustProxy: e.TRUST_PROXY,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE ?? (e.NODE_ENV === 'test' ? 100_000 : 1200),
    catalogCacheTtlMs: Math.round(e.CATALOG_CACHE_TTL_SECONDS * 1000),
    searchIndex: e.SEARCH_INDEX ?? (e.NODE_ENV === 'test' ? 'wait' : 'on'),
    jobRetrySeconds: e.JOB_RETRY_SECONDS,
    jobQueue: (e.JOB_QUEUE ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    orderSweepMs: Math.round((e.ORDER_SWEEP_SECONDS ?? (e.NODE_ENV === 'test' ? 0 : 600)) * 1000),
    sessions: {
      idleMs: Math.round(e.TOKEN_IDLE_DAYS * DAY),
      maxMs: Math.round(e.TOKEN_MAX_DAYS * DAY),
      adminMaxMs: Math.round(e.ADMIN_TOKEN_HOURS * HOUR),
    },
    smsPerAddressPerHour: e.SMS_PER_ADDRESS_PER_HOUR ?? (e.NODE_ENV === 'test' ? 100_000 : 10),
  };
}

type Parsed = z.output<typeof schema>;

/**
 * What production must not run with: each would hand an attacker money, an account or codes.
 * Listed all at once so one failed start shows the whole list.
 */
function productionProblems(e: Parsed, seedDemo: boolean): string[] {
  const out: string[] = [];
  if (paymentDriver(e) === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    out.push('PAYMENT_DRIVER: the sandbox settles payments with a test card; set ALLOW_SANDBOX_PAYMENTS=true only on a staging copy');
  }
  if (e.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD)
    out.push('ADMIN_PASSWORD: the default password is published in the README; set your own');
  else if (e.ADMIN_PASSWORD.length < MIN_PRODUCTION_ADMIN_PASSWORD) {
    out.push(`ADMIN_PASSWORD: at least ${MIN_PRODUCTION_ADMIN_PASSWORD} characters in production`);
  }
  if (seedDemo) out.push('SEED_DEMO: demo accounts have published passwords; set SEED_DEMO=false');
  if (e.SMS_DRIVER === 'outbox' && !e.ALLOW_OUTBOX_IN_PRODUCTION) {
    out.push('SMS_DRIVER: outbox answers verification codes over HTTP; use http (or ALLOW_OUTBOX_IN_PRODUCTION=true on a staging copy)');
  }
  if (e.STORAGE_DRIVER === 'local' && !e.ALLOW_LOCAL_STORAGE) {
    out.push(
      'STORAGE_DRIVER: local files are seen by this process alone and lost with its disk; use s3 (or ALLOW_LOCAL_STORAGE=true for one server with a kept disk)',
    );
  }
  if (!e.PUBLIC_URL) out.push('PUBLIC_URL: required in production (links in e-mails, payments and files are built from it)');
  if (!e.FILE_URL_SECRET)
    out.push(`FILE_URL_SECRET: required in production (at least ${MIN_FILE_URL_SECRET} characters, the same on every process)`);
  return out;
}

function originProblems(e: Parsed): string[] {
  const out: string[] = [];
  for (const [name, values] of [
    ['CORS_ORIGINS', e.CORS_ORIGINS],
    ['REMOTE_ORIGINS', e.REMOTE_ORIGINS],
  ] as const) {
    const bad = values.filter((v) => originOf(v) === null || originOf(v) !== v.replace(/\/$/, ''));
    if (bad.length) out.push(`${name}: not an origin (scheme://host[:port]): ${bad.join(', ')}`);
  }
  const badHosts = e.ALLOWED_HOSTS.filter((h) => !HOST_PATTERN.test(h));
  if (badHosts.length) out.push(`ALLOWED_HOSTS: not a host[:port]: ${badHosts.join(', ')}`);
  return out;
}

/** A host name or IPv4/IPv6 literal with an optional port: nothing a URL could be bent with. */
export const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** REMOTE_ORIGINS plus the origins of REMOTES_JSON's absolute URLs (a bad REMOTES_JSON is reported where it is read). */
function remoteOrigins(configured: string[], remotesJson: string | undefined): string[] {
  const out = new Set(configured.map((o) => originOf(o)!));
  try {
    const parsed: unknown = remotesJson ? JSON.parse(remotesJson) : null;
    if (parsed && typeof parsed === 'object') {
      for (const v of Object.values(parsed)) {
        const origin = typeof v === 'string' && /^https?:\/\//i.test(v) ? originOf(v) : null;
        if (origin) out.add(origin);
      }
    }
  } catch {
    // parseRemoteOverrides (plugins/web-app.ts) names the problem at start-up.
  }
  return [...out];
}
