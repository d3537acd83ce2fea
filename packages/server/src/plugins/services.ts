/**
 * Creates every repository and service once, from the app's dependencies, and exposes
 * them as `app.services`; route files only read them. Services get their side effects
 * (SMS, storage, clock, live push) injected here, so tests can build them with fakes.
 */
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { createAdminRepository } from '../modules/admin/admin.repository';
import { createAdminService } from '../modules/admin/admin.service';
import { createAdminPeopleRepository } from '../modules/admin/admin-people.repository';
import { createAdminMoneyRepository } from '../modules/admin/admin-money.repository';
import { createAdminMoneyService } from '../modules/admin/admin-money.service';
import { createAdminCatalogueService } from '../modules/admin/admin-catalogue';
import { createAdminInsightRepository } from '../modules/admin/admin-insight.repository';
import { createAdminExportsService } from '../modules/admin/admin-exports.service';
import { createAdminInsightService } from '../modules/admin/admin-insight.service';
import { createProductsRepository } from '../modules/commerce/products.repository';
import { createShopRepository } from '../modules/commerce/shop.repository';
import { createShopService } from '../modules/commerce/shop.service';
import { createStoreOrdersService } from '../modules/commerce/store-orders.service';
import { createStoreOwnerRepository } from '../modules/commerce/store-owner.repository';
import { createStoreOwnerService } from '../modules/commerce/store-owner.service';
import { createCatalogRepository } from '../modules/catalog/catalog.repository';
import { createCatalogCache } from '../modules/catalog/catalog-cache';
import { createProviderSearchIndex } from '../modules/catalog/provider-search-index';
import { createChatRepository } from '../modules/chat/chat.repository';
import { createChatService } from '../modules/chat/chat.service';
import { createCatalogService } from '../modules/catalog/catalog.service';
import { createGlobalSearchService } from '../modules/catalog/global-search.service';
import { createComplaintRepository } from '../modules/catalog/complaint.repository';
import { createComplaintService } from '../modules/catalog/complaint.service';
import { backfillSearchNames } from '../modules/catalog/search-index';
import { createDevRepository } from '../modules/dev/dev.repository';
import { createDevService } from '../modules/dev/dev.service';
import { createProviderAccountRepository } from '../modules/identity/provider-account.repository';
import { createProviderAccountService } from '../modules/identity/provider-account.service';
import { createThrottleRepository } from '../modules/identity/throttle.repository';
import { createThrottleService, smsPerIpRule } from '../modules/identity/throttle.service';
import { createResetTokenRepository } from '../modules/identity/reset-token.repository';
import { createUserAccountRepository } from '../modules/identity/user-account.repository';
import { createUserAccountService } from '../modules/identity/user-account.service';
import { createVerificationCodeRepository } from '../modules/identity/verification-code.repository';
import { createVerificationCodeService } from '../modules/identity/verification-code.service';
import { createLookupsRepository } from '../modules/lookups/lookups.repository';
import { createLookupsService } from '../modules/lookups/lookups.service';
import { createNotificationService } from '../modules/notifications/notification.service';
import { createProviderRepository } from '../modules/provider/provider.repository';
import { createProviderBackOffice } from '../modules/provider/provider.service';
import { createRequestRepository } from '../modules/requests/requests.repository';
import { createRequestService } from '../modules/requests/requests.service';
import { createPaymentService } from '../modules/payments/payments.service';
import { withFailureLog } from '../modules/sms/sms';
import { createQueuedSms } from '../modules/sms/sms-queue';
import type { JobQueue } from '../lib/jobs';
import { createWalletService } from '../modules/wallet/wallet.service';
import { createOrdersService as createServiceOrdersService } from '../modules/orders/orders.service';
import { createRatesService } from '../modules/orders/rates.service';
import { createFinancialsService } from '../modules/orders/financials.service';
import { createReleasesRepository } from '../modules/releases/releases.repository';
import { createReleasesService } from '../modules/releases/releases.service';

export function createServices(deps: AppDeps, log: FastifyBaseLogger, jobs: Pick<JobQueue, 'define'>) {
  const { db, storage, tokens, now, push, config, realtime, gateway } = deps;
  // Through the job queue when it runs and the text can be sealed; else while the request waits.
  const sms = createQueuedSms({
    db,
    driver: deps.sms,
    inline: withFailureLog(deps.sms, log),
    jobs,
    secret: config.sms.queueSecret,
    now,
    log,
  });
  const maxUploadBytes = config.maxUploadBytes;
  const throttle = createThrottleService(createThrottleRepository(db), now);
  const notifications = createNotificationService({ db, now, push, log });
  const codes = createVerificationCodeService({
    db,
    repo: createVerificationCodeRepository(db),
    throttle,
    sms,
    now,
    smsPerIp: smsPerIpRule(config.smsPerAddressPerHour),
  });
  const flowDeps = { db, codes, throttle, tokens, resetTokens: createResetTokenRepository(db), storage, now };
  const catalogRepo = createCatalogRepository(db);
  const payments = createPaymentService({ db, now, gateway, expiryMs: config.payments.expiryMs, log });
  const wallet = createWalletService({ db, now, payments });
  const chat = createChatService({ repo: createChatRepository(db), storage, realtime, now, maxUploadBytes, publicUrl: config.publicUrl });
  const productsRepo = createProductsRepository(db);
  const shop = createShopService({ products: productsRepo, shop: createShopRepository(db), storage, now });
  const storeOrders = createStoreOrdersService({ db, shop, products: productsRepo, payments, wallet, notifications, storage, now });
  // Cold searches from memory when current, the SQL otherwise (SEARCH_INDEX=off: always the SQL).
  const searchIndex = config.searchIndex === 'off' ? null : createProviderSearchIndex(db, catalogRepo, { mode: config.searchIndex });
  const searchRepo = searchIndex ? { ...catalogRepo, searchProviders: searchIndex.searchProviders } : catalogRepo;
  const catalogCache = createCatalogCache(searchRepo, db, { ttlMs: config.catalogCacheTtlMs });
  const cachedCatalogRepo = catalogCache.repo;
  const catalog = createCatalogService({ repo: cachedCatalogRepo, storage, now });
  const financials = createFinancialsService({ db, now, notifications });
  const adminRepo = createAdminRepository(db);
  const admin = createAdminService({
    db,
    repo: adminRepo,
    people: createAdminPeopleRepository(db),
    tokens,
    throttle,
    notifications,
    sms,
    storage,
    now,
  });

  const adminMoneyRepo = createAdminMoneyRepository(db);
  const adminMoney = createAdminMoneyService({ repo: adminMoneyRepo, admin, wallet, financials, notifications, now, realtime });
  const adminInsight = createAdminInsightService({ repo: createAdminInsightRepository(db), accounts: adminRepo, admin, now });

  return {
    throttle,
    notifications,
    payments,
    wallet,
    users: createUserAccountService(flowDeps, createUserAccountRepository(db)),
    providers: createProviderAccountService(flowDeps, createProviderAccountRepository(db)),
    catalog,
    /** The provider search's in-memory index (null when SEARCH_INDEX=off). */
    searchIndex,
    /** Serialized public list and search answers (null when the catalogue cache is off). */
    catalogAnswers: catalogCache.answers,
    /** The header's one search box. */
    globalSearch: createGlobalSearchService({ repo: cachedCatalogRepo, catalog, shop }),
    complaints: createComplaintService({
      repo: createComplaintRepository(db),
      providerExists: (id) => catalogRepo.providerExists(id),
      storage,
      maxUploadBytes,
      now,
    }),
    requests: createRequestService({ repo: createRequestRepository(db), notifications, storage, maxUploadBytes, now }),
    backOffice: createProviderBackOffice({ repo: createProviderRepository(db), storage, maxUploadBytes, now }),
    lookups: createLookupsService({ repo: createLookupsRepository(db), storage, now }),
    admin,
    /** Admin console: complaints and settlements, catalogue CRUD, dashboard/orders/settings. */
    adminMoney,
    adminCatalogue: createAdminCatalogueService({ db, storage, admin, maxUploadBytes }),
    adminInsight,
    adminExports: createAdminExportsService({ db, insight: adminInsight, money: adminMoney, moneyRepo: adminMoneyRepo, admin, now }),
    releases: createReleasesService({
      db,
      repo: createReleasesRepository(db),
      releasesDir: config.releasesDir,
      now,
      audit: (tx, e) => adminRepo.audit(tx, e),
    }),
    dev: createDevService(createDevRepository(db)),
    shop,
    /** Store orders: checkout, paid downloads, tax invoices. */
    storeOrders,
    storeOwner: createStoreOwnerService({
      repo: createStoreOwnerRepository(db),
      shop,
      products: productsRepo,
      orders: storeOrders,
      storage,
      maxUploadBytes,
      now,
    }),
    chat,
    /** Service orders: offers, payment, negotiation, delivery, completion. */
    serviceOrders: createServiceOrdersService({ db, now, storage, notifications, payments, wallet, chat, maxUploadBytes, realtime }),
    rates: createRatesService({ db, now, storage, notifications, realtime }),
    financials,
  };
}

export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export default fp(async (app) => {
  app.decorate('services', createServices(app.deps, app.log, app.jobs));
  // Rows written before search existed (or by SQL seeds) get their search text once at start.
  app.addHook('onReady', async () => {
    await backfillSearchNames(app.deps.db);
    // Built in the background: until it is current the searches run the SQL.
    app.services.searchIndex?.warm();
  });
  app.addHook('onClose', async () => {
    await app.services.searchIndex?.close();
  });
});
