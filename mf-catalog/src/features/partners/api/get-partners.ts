import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPartners as fetchPartners } from '@souq/api-client';

export interface Partner {
  id?: number;
  image: string;
}

/** GET /partners. */
export async function getPartners(): Promise<Partner[]> {
  const res = await fetchPartners();
  return Array.isArray(res.data) ? res.data : [];
}

export const getPartnersQueryOptions = () => queryOptions({ queryKey: ['partners'], queryFn: getPartners, staleTime: 10 * 60_000 });

export const usePartners = () => useQuery(getPartnersQueryOptions());
