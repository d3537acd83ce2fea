import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminSettings, updateAdminSettings } from '@souq/api-client';
import type { AdminSettings } from '@souq/contracts';

/** GET /admin/settings. */
export const getAdminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: async () => (await getAdminSettings()).data });

export const useAdminSettings = () => useQuery(getAdminSettingsQueryOptions());

/** POST /admin/settings (any part; we send the whole form). */
export const saveSettings = (body: Partial<AdminSettings>) => updateAdminSettings(body);
