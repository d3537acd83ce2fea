import { getAdminComplaints, resolveComplaint } from '@souq/api-client';
import type { AdminComplaint, admin, RequestBody } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/complaints (open first). */
export const complaintsSource: ListSource<AdminComplaint> = { key: ['admin', 'complaints'], fetch: (query) => getAdminComplaints(query) };

export type Resolution = RequestBody<typeof admin.resolveComplaint>;

/** POST /admin/complaints/:id/resolve. */
export const resolve = ({ id, ...body }: Resolution & { id: number }) => resolveComplaint(id, body);
