import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface CategoryService {
  id: number;
  name: string;
  category: string | number;
}

/** GET /user/categories/{id}/services → data.services (names for the breadcrumb). */
export async function getCategoryServices(categoryId: number): Promise<CategoryService[]> {
  const res = await api.get<{ services?: CategoryService[] }>(`/user/categories/${categoryId}/services`);
  return Array.isArray(res.data?.services) ? res.data.services : [];
}

export const getCategoryServicesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', 'service', categoryId, 'services'],
    queryFn: () => getCategoryServices(categoryId),
    staleTime: 5 * 60_000,
  });

/** Only when the route's `:category` is an id; the header puts the category's name there. */
export const useCategoryServices = (categoryId: number | null) =>
  useQuery({ ...getCategoryServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
