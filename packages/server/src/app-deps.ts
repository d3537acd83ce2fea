/**
 * What every route and service may reach through `app.deps`: the infrastructure buildApp
 * was given, and what it made from it (token store, realtime hub, clock).
 */
import type { Redis } from 'ioredis';
import type { Config } from './config/config';
import type { Database, Db } from './db/client';
import type { TokenRepository } from './modules/auth/token.repository';
import type { PushFn } from './modules/notifications/notification.service';
import type { PaymentGateway } from './modules/payments/gateway';
import type { Realtime } from './modules/realtime/socket';
import type { SmsDriver } from './modules/sms/sms';
import type { Storage } from './modules/storage/storage';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  sms: SmsDriver;
  storage: Storage;
  /** The card payment gateway (PAYMENT_DRIVER). */
  gateway: PaymentGateway;
  tokens: TokenRepository;
  /** Injected clock so code expiry and throttling are testable. */
  now: () => Date;
  /** Live push of stored notifications to the recipients' sockets (no-op while no socket server runs). */
  push: PushFn;
  /** This app's realtime hub (rooms per principal and per chat room). */
  realtime: Realtime;
  /** This process's Redis command connection (REDIS_URL), null without one (lib/redis.ts). */
  redis: Redis | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
