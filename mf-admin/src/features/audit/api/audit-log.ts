import { getAdminAuditLog } from '@souq/api-client';
import type { AdminAuditAction, AdminAuditEntry } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/audit-log, filtered by action (the list's `status` filter carries it). */
export const auditSource: ListSource<AdminAuditEntry> = {
  key: ['admin', 'audit-log'],
  fetch: ({ status, ...query }) => getAdminAuditLog({ ...query, action: status as AdminAuditAction | undefined }),
};
