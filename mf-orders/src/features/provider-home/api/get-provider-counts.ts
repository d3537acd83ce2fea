import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRequestCounts } from '@souq/api-client';

/** POST /provider/request-services/counts (empty body). */
export const getProviderCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'request-services', 'counts'],
    queryFn: async () => (await getProviderRequestCounts()).data,
  });

export const useProviderCounts = () => useQuery(getProviderCountsQueryOptions());
