import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderProfile as fetchProviderProfile } from '@souq/api-client';
import type { ProviderProfile } from './types';

/** POST /user/provider/show-profile; `service_id` only when one is stored (existing client). */
export async function getProviderProfile(providerId: number, serviceId: number | null): Promise<ProviderProfile> {
  const body = { provider_id: providerId, ...(serviceId !== null ? { service_id: serviceId } : {}) };
  const res = await fetchProviderProfile(body);
  const p = res.data;
  return {
    ...p,
    cv: p.cv ?? '',
    rate: Number(p.rate) || 0,
    works: Array.isArray(p.works) ? p.works : [],
    products: Array.isArray(p.products) ? p.products : [],
    services: Array.isArray(p.services) ? p.services : [],
  };
}

export const getProviderProfileQueryOptions = (providerId: number, serviceId: number | null) =>
  queryOptions({ queryKey: ['provider-profile', providerId, serviceId], queryFn: () => getProviderProfile(providerId, serviceId) });

export const useProviderProfile = (providerId: number, serviceId: number | null) =>
  useQuery(getProviderProfileQueryOptions(providerId, serviceId));
