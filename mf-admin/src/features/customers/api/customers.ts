import { getAdminUsers, reinstateUser, suspendUser } from '@souq/api-client';
import type { AdminUser } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/users (customers). */
export const customersSource: ListSource<AdminUser> = { key: ['admin', 'users'], fetch: (query) => getAdminUsers(query) };

/** POST /admin/users/:id/suspend (optional reason) | reinstate. */
export const customerActions = {
  suspend: ({ id, reason }: { id: number; reason: string }) => suspendUser(id, reason || undefined),
  reinstate: reinstateUser,
};
