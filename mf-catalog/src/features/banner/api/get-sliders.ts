import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSliders } from '@souq/api-client';

/** GET /intor-sliders (typo kept: it is the API's path). */
export const getSlidersQueryOptions = () =>
  queryOptions({ queryKey: ['sliders'], queryFn: async () => (await getSliders()).data, staleTime: 5 * 60_000 });

export const useSliders = () => useQuery(getSlidersQueryOptions());
