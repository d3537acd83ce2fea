import { queryOptions } from '@tanstack/react-query';
import { filterProviders } from '@souq/api-client';
import type { ProviderFilters } from './types';

/** POST /user/provider/fillter (typo kept: it is the API's path); only chosen filters are sent. */
export const filterProvidersQueryOptions = (serviceId: number, filters: ProviderFilters, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'filter', filters, page] as readonly unknown[],
    // The filter modal sets only the keys the visitor chose.
    queryFn: async () => (await filterProviders({ ...filters, service_id: serviceId, page })).data,
  });
