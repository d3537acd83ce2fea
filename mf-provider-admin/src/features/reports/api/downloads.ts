import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderDownloads } from '@souq/api-client';

/** GET /provider/downloads: the store owner's products with their download counts. */
export const getDownloadsQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'downloads'], queryFn: async () => (await getProviderDownloads()).data });
export const useProviderDownloads = () => useQuery(getDownloadsQueryOptions());
