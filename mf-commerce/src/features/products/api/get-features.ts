import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFeatures } from '@souq/api-client';

/** GET /features: the features a product may carry (the filter's checkboxes). */
export const getFeaturesQueryOptions = () =>
  queryOptions({ queryKey: ['features'], queryFn: async () => (await getFeatures()).data, staleTime: 10 * 60_000 });

export const useFeatures = (enabled = true) => useQuery({ ...getFeaturesQueryOptions(), enabled });
