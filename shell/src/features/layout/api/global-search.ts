import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { globalSearch } from '@souq/api-client';

/**
 * GET /user/search without `type`: the header's grouped suggestions. mf-catalog's results
 * page reads the same key for its tab counts (one cache entry).
 */
export const getSearchSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: async () => (await globalSearch({ q })).data,
    staleTime: 60_000,
  });

export const useSearchSuggestions = (q: string) =>
  useQuery({ ...getSearchSuggestionsQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
