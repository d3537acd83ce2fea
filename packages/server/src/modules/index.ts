/**
 * The API's modules, registered under /api/v1. Each module is a Fastify plugin that
 * declares its own routes (thin handlers) over its service and repository.
 */
import type { FastifyPluginAsync } from 'fastify';
import identity from './identity/identity.routes';
import catalog from './catalog/catalog.routes';
import requests from './requests/requests.routes';
import lookups from './lookups/lookups.routes';
import admin from './admin/admin.routes';
import dev from './dev/dev.routes';
import notifications from './notifications/notification.routes';

export const apiModules: FastifyPluginAsync[] = [identity, catalog, requests, notifications, lookups, admin, dev];
