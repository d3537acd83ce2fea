import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryServices } from '@souq/api-client';

/** GET /user/categories/{id}/services → data.services (same key in the shell and mf-catalog: one cache entry). */
export const getSubServicesQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: ['categories', 'service', categoryId, 'services'],
    queryFn: async () => (await getCategoryServices(categoryId)).data.services,
  });

export const useSubServices = (categoryId: number | null) =>
  useQuery({ ...getSubServicesQueryOptions(categoryId ?? 0), enabled: categoryId !== null });
