import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryServices, getServiceCategories } from '@souq/api-client';

const HOUR = 60 * 60 * 1000;

/** GET /user/categories/service (main categories of services). */
export const useServiceCategories = () =>
  useQuery(
    queryOptions({ queryKey: ['categories', 'service'], queryFn: async () => (await getServiceCategories()).data, staleTime: HOUR }),
  );

/** GET /user/categories/{id}/services (data.services), once a category is chosen. */
export const useCategoryServices = (categoryId: number | undefined) =>
  useQuery(
    queryOptions({
      queryKey: ['categories', categoryId, 'services'],
      queryFn: async () => (await getCategoryServices(Number(categoryId))).data.services,
      enabled: Boolean(categoryId),
      staleTime: HOUR,
    }),
  );
