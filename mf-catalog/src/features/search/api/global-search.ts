import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { globalSearch } from '@souq/api-client';
import type { SearchType } from '@souq/contracts';

/**
 * GET /user/search. Without `type`: the first few of every group (the header's suggestions
 * use the same key, so the tab counts come from the cache); with it: one page of one tab.
 */
export const globalSearchQueryOptions = (q: string, type?: SearchType, page = 1) =>
  queryOptions({
    queryKey: type ? ['search', q, type, page] : ['search', q],
    queryFn: async () => (await globalSearch(type ? { q, type, page } : { q })).data,
    staleTime: 60_000,
  });

export const useSearchSummary = (q: string) => useQuery({ ...globalSearchQueryOptions(q), enabled: q !== '' });

export const useSearchPage = (q: string, type: SearchType, page: number) =>
  useQuery({ ...globalSearchQueryOptions(q, type, page), enabled: q !== '', placeholderData: keepPreviousData });
