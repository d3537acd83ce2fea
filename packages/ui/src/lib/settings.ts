import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettings } from '@souq/api-client';
import type { Settings } from '@souq/contracts';
import { useDeferredQuery } from './use-deferred-query';

export type { Settings };

/** GET /settings (public): one query for the whole page (footer, home, about, terms, tax rate). */
export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: async () => (await getSettings()).data, staleTime: 5 * 60_000 });

/** Deferred (`useDeferredQuery`): the footer and home blocks that show it render in a transition. */
export const useSettings = () => useDeferredQuery(useQuery(getSettingsQueryOptions()));
