import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPartners } from '@souq/api-client';

/** GET /partners. */
export const getPartnersQueryOptions = () =>
  queryOptions({ queryKey: ['partners'], queryFn: async () => (await getPartners()).data, staleTime: 10 * 60_000 });

export const usePartners = () => useQuery(getPartnersQueryOptions());
