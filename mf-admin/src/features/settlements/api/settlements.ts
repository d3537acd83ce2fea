import { getAdminSettlements, paySettlement, rejectSettlement } from '@souq/api-client';
import type { AdminSettlement } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/settlements (pending first, with the provider's bank details). */
export const settlementsSource: ListSource<AdminSettlement> = {
  key: ['admin', 'settlements'],
  fetch: (query) => getAdminSettlements(query),
};

/** POST /admin/settlements/:id/pay (transfer reference) | reject (reason; the due is restored). */
export const settlementActions = {
  pay: ({ id, reference }: { id: number; reference: string }) => paySettlement(id, reference),
  reject: ({ id, reason }: { id: number; reason: string }) => rejectSettlement(id, reason),
};
