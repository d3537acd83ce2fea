/**
 * Builds the Fastify app: external plugins → app plugins → routes (fastify/demo layout).
 * server.ts boots it; tests build it with their own dependencies.
 */
import path from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from './config/config';
import type { Database } from './db/client';
import { envelope } from './lib/envelope';
import { t } from './lib/i18n';
import { logSerializers } from './lib/log-serializers';
import authPlugin from './plugins/auth';
import cachedAnswers from './plugins/cached-answers';
import contract from './plugins/contract';
import corsPolicy from './plugins/cors-policy';
import errorHandler from './plugins/error-handler';
import formBody from './plugins/form-body';
import idempotency from './plugins/idempotency';
import noStore from './plugins/no-store';
import normalizeInput from './plugins/normalize-input';
import defaultAssets from './plugins/default-assets';
import { baseUrlPolicy } from './lib/request-context';
import requestContext from './plugins/request-context';
import securityHeaders from './plugins/security-headers';
import services from './plugins/services';
import { createTokenRepository } from './modules/auth/token.repository';
import { type PaymentGateway, sandboxGateway } from './modules/payments/gateway';
import type { SmsDriver } from './modules/sms/sms';
import type { Storage } from './modules/storage/storage';
import { apiModules } from './modules';
import { createRealtime, pushNotifications, realtimePlugin } from './modules/realtime/socket';
import { uploadsPlugin, webAppPlugin } from './plugins/web-app';
import type { AppDeps } from './app-deps';
import health from './modules/health/health.routes';
import { closeRedis, openRedis } from './lib/redis';
import { rateLimitStore } from './plugins/rate-limit-store';
import jobs from './plugins/jobs';

export interface BuildOptions {
  config: Config;
  database: Database;
  sms: SmsDriver;
  storage: Storage;
  gateway?: PaymentGateway;
  now?: () => Date;
  logger?: boolean | object;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger a caller (a test) passes, requests and errors are logged without secrets.
    logger:
      opts.logger === false
        ? false
        : { level: opts.config.logLevel, ...(typeof opts.logger === 'object' ? opts.logger : {}), serializers: logSerializers },
    trustProxy: opts.config.trustProxy,
    bodyLimit: opts.config.maxUploadBytes * 4,
    // REQUEST_LOG (config): two info lines per request cost more than a cached catalogue page.
    logController: new LogController({ disableRequestLogging: opts.config.requestLog !== 'all' }),
  });
  if (opts.config.requestLog === 'errors') {
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 400) return;
      request.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    });
  }
  const realtime = createRealtime();
  app.decorate('realtime', realtime);
  const redis = opts.config.redisUrl ? openRedis(opts.config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', () => closeRedis(redis));
  const now = opts.now ?? (() => new Date());
  const deps: AppDeps = {
    config: opts.config,
    database: opts.database,
    db: opts.database.db,
    sms: opts.sms,
    storage: opts.storage,
    gateway: opts.gateway ?? sandboxGateway,
    tokens: createTokenRepository(opts.database.db, { now, policy: opts.config.sessions }),
    now,
    push: (stored) => pushNotifications(realtime, stored),
    realtime,
    redis,
  };
  app.decorate('deps', deps);

  // External plugins
  await app.register(securityHeaders, {
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(corsPolicy, { origins: opts.config.corsOrigins });
  // Before compress: it keeps the first answer of a repeated POST as serialized, not compressed.
  await app.register(idempotency, { db: deps.db, now });
  // API answers and the served HTML above 1 KB, brotli or gzip by Accept-Encoding (Vary set);
  // built assets come pre-compressed from disk (plugins/web-app.ts), images are left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // App plugins
  await app.register(requestContext, { policy: baseUrlPolicy(opts.config) });
  await app.register(errorHandler);
  await app.register(contract);
  await app.register(formBody, { maxFileBytes: opts.config.maxUploadBytes, tmpDir: path.join(opts.config.dataDir, 'tmp') });
  await app.register(cachedAnswers);
  await app.register(normalizeInput);
  await app.register(authPlugin, { tokens: deps.tokens });
  await app.register(realtimePlugin);
  await app.register(jobs);
  await app.register(services);

  // Routes
  await app.register(
    async (api) => {
      // Per-IP limit for the API only: a page load fetches dozens of static files (shell,
      // remotes, fonts, uploads) that must never count against a user's API budget.
      await api.register(rateLimit, {
        global: true,
        max: opts.config.rateLimitPerMinute,
        timeWindow: '1 minute',
        ...rateLimitStore(opts.database, redis),
        errorResponseBuilder: (request) => ({ statusCode: 429, ...envelope('fail', t(request.lang ?? 'ar', 'too_many_requests'), null) }),
      });
      await api.register(noStore);
      for (const mod of apiModules) await api.register(mod);
      api.get('/openapi.json', { schema: { hide: true } }, async () => api.swagger());
    },
    { prefix: '/api/v1' },
  );
  await app.register(health);
  await app.register(defaultAssets);
  await app.register(uploadsPlugin, { storage: deps.storage, now: deps.now });
  if (opts.config.serveWeb)
    await app.register(webAppPlugin, {
      webRoot: opts.config.webRoot,
      remotesJson: opts.config.remotesJson,
      remoteOrigins: opts.config.remoteOrigins,
      releasesDir: opts.config.releasesDir,
      releases: app.services.releases,
    });
  return app;
}
