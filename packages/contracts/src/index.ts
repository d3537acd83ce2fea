/**
 * The API contract shared by the server and the web clients: per module, zod schemas of
 * each call's request and response `data`, and one endpoint descriptor per call
 * (`{ method, path, body?, query?, params?, response, roles? }`). `endpoints` lists them all.
 */
import { admin, adminCatalogueEndpoints } from './admin';
import { chat } from './chat';
import { catalog } from './catalog';
import { commerce } from './commerce';
import { dev } from './dev';
import { providerAccount, userAccount } from './identity';
import { lookups } from './lookups';
import { notifications } from './notifications';
import { provider } from './provider';
import { requests } from './requests';
import { orders } from './orders';
import { rates } from './rates';
import { financials, payments, wallet } from './wallet';

export * from './common';
export * from './identity';
export * from './catalog';
export * from './products';
export * from './commerce';
export * from './lookups';
export * from './requests';
export * from './orders';
export * from './rates';
export * from './wallet';
export * from './provider';
export * from './notifications';
export * from './admin';
export * from './dev';
export * from './chat';

/** Every endpoint, by module. */
export const endpoints = {
  userAccount,
  providerAccount,
  catalog,
  commerce,
  requests,
  orders,
  rates,
  wallet,
  payments,
  financials,
  notifications,
  lookups,
  admin,
  adminCatalogue: adminCatalogueEndpoints,
  dev,
  chat,
  provider,
} as const;
