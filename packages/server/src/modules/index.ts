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
import wallet from './wallet/wallet.routes';
import payments from './payments/payments.routes';
import commerce from './commerce/commerce.routes';
import chat from './chat/chat.routes';
import provider from './provider/provider.routes';
import orders from './orders/orders.routes';

export const apiModules: FastifyPluginAsync[] = [
  identity,
  catalog,
  requests,
  wallet,
  payments,
  notifications,
  commerce,
  lookups,
  admin,
  dev,
  chat,
  provider,
  orders,
];
