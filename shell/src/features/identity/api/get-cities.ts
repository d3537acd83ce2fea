import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCities } from '@souq/api-client';

export const getCitiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: async () => (await getCities()).data, staleTime: 60 * 60 * 1000 });

export const useCities = () => useQuery(getCitiesQueryOptions());
