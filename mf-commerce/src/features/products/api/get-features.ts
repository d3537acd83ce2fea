import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeatures as fetchFeatures } from '@souq/api-client';
import type { IdName } from '@souq/contracts';

/** GET /features: the features a product may carry (the filter's checkboxes). */
export async function getFeatures(): Promise<IdName[]> {
  const res = await fetchFeatures();
  return Array.isArray(res.data) ? res.data : [];
}

export const getFeaturesQueryOptions = () => queryOptions({ queryKey: ['features'], queryFn: getFeatures, staleTime: 10 * 60_000 });

export const useFeatures = (enabled = true) => useQuery({ ...getFeaturesQueryOptions(), enabled });
