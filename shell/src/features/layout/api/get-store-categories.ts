import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';
import type { Category } from './get-service-categories';

/** GET user/categories/store: the stores menu (each links to /userProducts/{id}). */
export async function getStoreCategories(): Promise<Category[]> {
  const res = await api.get<Category[]>('user/categories/store');
  return Array.isArray(res.data) ? res.data : [];
}

export const getStoreCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'store'], queryFn: getStoreCategories, staleTime: 5 * 60_000 });

export const useStoreCategories = (enabled = true) => useQuery({ ...getStoreCategoriesQueryOptions(), enabled });
