import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRates as fetchProviderRates } from '@souq/api-client';

export interface ProviderRate {
  id: number;
  value: number;
  comment: string | null;
  created_at: string;
  user: { name: string } | null;
}

/** GET /rates/providers/{id}. */
export async function getProviderRates(providerId: number): Promise<ProviderRate[]> {
  const res = await fetchProviderRates(providerId);
  return Array.isArray(res.data) ? res.data : [];
}

export const getProviderRatesQueryOptions = (providerId: number) =>
  queryOptions({ queryKey: ['provider-rates', providerId], queryFn: () => getProviderRates(providerId) });

export const useProviderRates = (providerId: number) => useQuery(getProviderRatesQueryOptions(providerId));
