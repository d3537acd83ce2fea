import { confirmAdminTotp, createAdmin, enrolAdminTotp, getAdminMe, getAdmins, reinstateAdmin, suspendAdmin } from '@souq/api-client';
import type { AdminAccount, admin, RequestBody } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSource } from '@/components/data-list';

/** GET /admin/admins. */
export const adminsSource: ListSource<AdminAccount> = { key: ['admin', 'admins'], fetch: (query) => getAdmins(query) };

/** GET /admin/me: whether this admin's second factor is on. */
export const getMeQueryOptions = () => queryOptions({ queryKey: ['admin', 'me'], queryFn: async () => (await getAdminMe()).data });
export const useMe = () => useQuery(getMeQueryOptions());

/** POST /admin/admins | /admin/admins/:id/suspend | reinstate; /admin/totp/enrol | confirm. */
export const accountActions = {
  create: (body: RequestBody<typeof admin.createAdmin>) => createAdmin(body),
  suspend: suspendAdmin,
  reinstate: reinstateAdmin,
  enrol: enrolAdminTotp,
  confirm: confirmAdminTotp,
};
