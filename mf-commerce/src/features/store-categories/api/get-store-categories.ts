import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoreCategories as fetchStoreCategories } from '@souq/api-client';

export interface StoreCategory {
  id: number;
  name: string;
  image?: string | null;
}

/** GET user/categories/store. */
export async function getStoreCategories(): Promise<StoreCategory[]> {
  const res = await fetchStoreCategories();
  return Array.isArray(res.data) ? res.data : [];
}

export const getStoreCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'store'], queryFn: getStoreCategories, staleTime: 5 * 60_000 });

export const useStoreCategories = () => useQuery(getStoreCategoriesQueryOptions());
