import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRates } from '@souq/api-client';

/** GET /rates/providers/{id}. */
export const getProviderRatesQueryOptions = (providerId: number) =>
  queryOptions({ queryKey: ['provider-rates', providerId], queryFn: async () => (await getProviderRates(providerId)).data });

export const useProviderRates = (providerId: number) => useQuery(getProviderRatesQueryOptions(providerId));
