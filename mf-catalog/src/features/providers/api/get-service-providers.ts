import { queryOptions } from '@tanstack/react-query';
import { getProvidersOfService } from '@souq/api-client';

// One key type for the three list calls, so the page can switch between them.
/** POST /user/services/provider: every provider of a sub-service. */
export const getServiceProvidersQueryOptions = (serviceId: number, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'list', page] as readonly unknown[],
    queryFn: async () => (await getProvidersOfService({ service_id: serviceId, page })).data,
  });
