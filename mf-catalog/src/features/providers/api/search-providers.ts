import { queryOptions } from '@tanstack/react-query';
import { searchProviders } from '@souq/api-client';

/** POST /user/provider/search, within the current sub-service. */
export const searchProvidersQueryOptions = (serviceId: number, name: string, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'search', name, page] as readonly unknown[],
    queryFn: async () => (await searchProviders({ name, service_id: serviceId, page })).data,
  });
