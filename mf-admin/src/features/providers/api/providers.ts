import { approveProvider, getAdminProviders, reinstateProvider, rejectProvider, suspendProvider } from '@souq/api-client';
import type { AdminProvider } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/providers (`page`, `q`, `status`). */
export const providersSource: ListSource<AdminProvider> = {
  key: ['admin', 'providers'],
  fetch: (query) => getAdminProviders(query),
};

/** POST /admin/providers/:id/approve | reject (reason, sent by SMS) | suspend | reinstate. */
export const providerActions = {
  approve: approveProvider,
  reject: ({ id, reason }: { id: number; reason: string }) => rejectProvider(id, reason),
  suspend: ({ id, reason }: { id: number; reason: string }) => suspendProvider(id, reason || undefined),
  reinstate: reinstateProvider,
};
