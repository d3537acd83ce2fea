import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRequestCounts } from '@souq/api-client';

export interface ProviderCounts {
  new: number;
  review: number;
  current: number;
  finished: number;
}

/** POST /provider/request-services/counts (empty body). */
export async function getProviderCounts(): Promise<ProviderCounts> {
  const res = await getProviderRequestCounts();
  const d = res.data ?? {};
  return { new: Number(d.new ?? 0), review: Number(d.review ?? 0), current: Number(d.current ?? 0), finished: Number(d.finished ?? 0) };
}

export const getProviderCountsQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'request-services', 'counts'], queryFn: getProviderCounts });

export const useProviderCounts = () => useQuery(getProviderCountsQueryOptions());
