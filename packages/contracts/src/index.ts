/**
 * The API contract shared by the server and the web clients: per module, zod schemas of
 * each call's request and response `data`, and one endpoint descriptor per call
 * (`{ method, path, body?, query?, params?, response, roles? }`). `endpoints` lists them all.
 */
import { admin } from './admin';
import { catalog } from './catalog';
import { dev } from './dev';
import { providerAccount, userAccount } from './identity';
import { lookups } from './lookups';
import { notifications } from './notifications';
import { requests } from './requests';

export * from './common';
export * from './identity';
export * from './catalog';
export * from './products';
export * from './lookups';
export * from './requests';
export * from './notifications';
export * from './admin';
export * from './dev';

/** Every endpoint, by module. */
export const endpoints = { userAccount, providerAccount, catalog, requests, notifications, lookups, admin, dev } as const;
