import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDownloads } from '@souq/api-client';

/** GET /user/downloads: the products the customer bought. */
export const getDownloadsQueryOptions = () =>
  queryOptions({ queryKey: ['commerce', 'downloads'], queryFn: async () => (await getDownloads()).data });

export const useDownloads = () => useQuery(getDownloadsQueryOptions());
