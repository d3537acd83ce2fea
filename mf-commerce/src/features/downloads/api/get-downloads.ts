import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDownloads as fetchDownloads } from '@souq/api-client';

export type DownloadItem = NonNullable<Awaited<ReturnType<typeof fetchDownloads>>['data']>[number];

/** GET /user/downloads: the products the customer bought. */
export async function getDownloads(): Promise<DownloadItem[]> {
  const res = await fetchDownloads();
  return Array.isArray(res.data) ? res.data : [];
}

export const getDownloadsQueryOptions = () => queryOptions({ queryKey: ['commerce', 'downloads'], queryFn: getDownloads });

export const useDownloads = () => useQuery(getDownloadsQueryOptions());
