import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceCategories as fetchServiceCategories } from '@souq/api-client';

export interface ServiceCategory {
  id: number;
  name: string;
  image?: string | null;
}

/** GET /user/categories/service. */
export async function getServiceCategories(): Promise<ServiceCategory[]> {
  const res = await fetchServiceCategories();
  return Array.isArray(res.data) ? res.data : [];
}

export const getServiceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'service'], queryFn: getServiceCategories, staleTime: 5 * 60_000 });

export const useServiceCategories = () => useQuery(getServiceCategoriesQueryOptions());
