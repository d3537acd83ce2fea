import { confirmAdminTotp, createAdmin, enrolAdminTotp, getAdminMe, getAdmins, reinstateAdmin, suspendAdmin } from '@souq/api-client';
import type { AdminAccount } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSource } from '@/components/data-list';

export interface TotpSecret {
  secret: string;
  otpauth_url: string;
}

/** GET /admin/admins. */
export const adminsSource: ListSource<AdminAccount> = { key: ['admin', 'admins'], fetch: (query) => getAdmins(query) };

/** GET /admin/me: whether this admin's second factor is on. */
export const getMeQueryOptions = () => queryOptions({ queryKey: ['admin', 'me'], queryFn: async () => (await getAdminMe()).data });
export const useMe = () => useQuery(getMeQueryOptions());

/** POST /admin/admins | /admin/admins/:id/suspend | reinstate; /admin/totp/enrol | confirm. */
export const accountActions = {
  create: (body: { name: string; email: string; password: string }) => createAdmin(body),
  suspend: (id: number) => suspendAdmin(id),
  reinstate: (id: number) => reinstateAdmin(id),
  enrol: () => enrolAdminTotp(),
  confirm: (otp: string) => confirmAdminTotp(otp),
};
