import { useQuery } from '@tanstack/react-query';
import { filterProvidersQueryOptions } from './filter-providers';
import { getServiceProvidersQueryOptions } from './get-service-providers';
import { searchProvidersQueryOptions } from './search-providers';
import type { ProviderFilters } from './types';

export interface ProviderListQuery {
  serviceId: number;
  /** Trimmed search text; blank means the normal list. */
  search: string;
  /** Chosen filters, or null for none. */
  filters: ProviderFilters | null;
  page: number;
}

/** Which call answers the list: search when there is text, filter when something is chosen, else the plain list. */
export function providerListQueryOptions({ serviceId, search, filters, page }: ProviderListQuery) {
  if (search) return searchProvidersQueryOptions(serviceId, search, page);
  if (filters) return filterProvidersQueryOptions(serviceId, filters, page);
  return getServiceProvidersQueryOptions(serviceId, page);
}

export const useProviderList = (query: ProviderListQuery) => useQuery(providerListQueryOptions(query));
