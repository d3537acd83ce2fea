import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface StoreCategory {
  id: number;
  name: string;
  image?: string | null;
}

/** GET user/categories/store. */
export async function getStoreCategories(): Promise<StoreCategory[]> {
  const res = await api.get<StoreCategory[]>('user/categories/store');
  return Array.isArray(res.data) ? res.data : [];
}

export const getStoreCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'store'], queryFn: getStoreCategories, staleTime: 5 * 60_000 });

export const useStoreCategories = () => useQuery(getStoreCategoriesQueryOptions());
