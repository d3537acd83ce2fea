import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSettings } from '@souq/api-client';

/** GET /admin/settings. */
export const getAdminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: async () => (await getAdminSettings()).data });

export const useAdminSettings = () => useQuery(getAdminSettingsQueryOptions());
