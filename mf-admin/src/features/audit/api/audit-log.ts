import { getAdminAuditLog, getAdmins } from '@souq/api-client';
import type { AdminAuditAction, AdminAuditEntry } from '@souq/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListSource } from '@/components/data-list';
import { definedOnly } from '@/lib/defined';

/**
 * GET /admin/audit-log, filtered by action (the list's `status` filter carries it), by admin
 * (`admin_id`) and by a range of days (`from`, `to`: YYYY-MM-DD, inclusive) — the page's params.
 */
export const auditSource: ListSource<AdminAuditEntry> = {
  key: ['admin', 'audit-log'],
  fetch: ({ status, page, q, admin_id, from, to }) => {
    const query = {
      page,
      q,
      action: status as AdminAuditAction | undefined,
      admin_id: admin_id === undefined ? undefined : Number(admin_id),
      from: from === undefined ? undefined : String(from),
      to: to === undefined ? undefined : String(to),
    };
    return getAdminAuditLog(definedOnly(query));
  },
};

/** GET /admin/admins (first page): who the audit log can be filtered by. */
export const auditAdminsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'admins', 'choices'], queryFn: async () => (await getAdmins({ page: 1 })).data.data });
export const useAuditAdmins = () => useQuery(auditAdminsQueryOptions());
