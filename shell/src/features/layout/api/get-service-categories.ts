import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface Category {
  id: number;
  name: string;
  image?: string | null;
}

/** GET /user/categories/service: the services menu. */
export async function getServiceCategories(): Promise<Category[]> {
  const res = await api.get<Category[]>('/user/categories/service');
  return Array.isArray(res.data) ? res.data : [];
}

export const getServiceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'service'], queryFn: getServiceCategories, staleTime: 5 * 60_000 });

export const useServiceCategories = (enabled = true) => useQuery({ ...getServiceCategoriesQueryOptions(), enabled });
