import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@souq/api-client';
import type { Settings } from '@souq/contracts';

export type { Settings };

/** GET /settings (public): one query for the whole page (footer, home, about, terms, tax rate). */
export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: async () => (await getSettings()).data, staleTime: 5 * 60_000 });

export const useSettings = () => useQuery(getSettingsQueryOptions());
