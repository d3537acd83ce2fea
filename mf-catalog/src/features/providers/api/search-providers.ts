import { queryOptions } from '@tanstack/react-query';
import { searchProviders as postSearchProviders } from '@souq/api-client';
import { toProvidersPage, type ProvidersPage } from './types';

/** POST /user/provider/search, within the current sub-service. */
export async function searchProviders(serviceId: number, name: string, page: number): Promise<ProvidersPage> {
  const res = await postSearchProviders({ name, service_id: serviceId, page });
  return toProvidersPage(res.data, page);
}

export const searchProvidersQueryOptions = (serviceId: number, name: string, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'search', name, page] as readonly unknown[],
    queryFn: () => searchProviders(serviceId, name, page),
  });
