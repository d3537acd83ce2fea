import { queryOptions } from '@tanstack/react-query';
import { getProvidersOfService } from '@souq/api-client';
import { toProvidersPage, type ProvidersPage } from './types';

/** POST /user/services/provider: every provider of a sub-service. */
export async function getServiceProviders(serviceId: number, page: number): Promise<ProvidersPage> {
  const res = await getProvidersOfService({ service_id: serviceId, page });
  return toProvidersPage(res.data, page);
}

// One key type for the three list calls, so the page can switch between them.
export const getServiceProvidersQueryOptions = (serviceId: number, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'list', page] as readonly unknown[],
    queryFn: () => getServiceProviders(serviceId, page),
  });
