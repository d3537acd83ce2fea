import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface SubService {
  id: number;
  name: string;
  category: string | number;
}

/** GET /user/categories/{id}/services → data.services. */
export async function getSubServices(categoryId: number): Promise<SubService[]> {
  const res = await api.get<{ services?: SubService[] }>(`/user/categories/${categoryId}/services`);
  return Array.isArray(res.data?.services) ? res.data.services : [];
}

export const getSubServicesQueryOptions = (categoryId: number) =>
  queryOptions({ queryKey: ['categories', 'service', categoryId, 'services'], queryFn: () => getSubServices(categoryId) });

export const useSubServices = (categoryId: number | null) =>
  useQuery({ ...getSubServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });

export const subServicePath = (s: SubService) =>
  `/providersView/${s.id}/${encodeURIComponent(String(s.category))}/${encodeURIComponent(s.name)}`;
