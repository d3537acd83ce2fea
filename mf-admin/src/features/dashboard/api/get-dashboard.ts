import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminDashboard } from '@souq/api-client';

/** GET /admin/dashboard: counts, orders by state, money this week/month, the last 14 days. */
export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: async () => (await getAdminDashboard()).data });

export const useDashboard = () => useQuery(getDashboardQueryOptions());
