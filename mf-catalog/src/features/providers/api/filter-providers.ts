import { queryOptions } from '@tanstack/react-query';
import { filterProviders as postFilterProviders } from '@souq/api-client';
import { toProvidersPage, type ProviderFilters, type ProvidersPage } from './types';

/** POST /user/provider/fillter (typo kept: it is the API's path); only chosen filters are sent. */
export async function filterProviders(serviceId: number, filters: ProviderFilters, page: number): Promise<ProvidersPage> {
  const body: { service_id: number } & Record<string, string | number> = { service_id: serviceId, page };
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== null && value !== '') body[key] = value;
  const res = await postFilterProviders(body);
  return toProvidersPage(res.data, page);
}

export const filterProvidersQueryOptions = (serviceId: number, filters: ProviderFilters, page: number) =>
  queryOptions({
    queryKey: ['providers', serviceId, 'filter', filters, page] as readonly unknown[],
    queryFn: () => filterProviders(serviceId, filters, page),
  });
