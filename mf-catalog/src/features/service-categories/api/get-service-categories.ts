import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceCategories } from '@souq/api-client';

/** GET /user/categories/service. */
export const getServiceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'service'], queryFn: async () => (await getServiceCategories()).data, staleTime: 5 * 60_000 });

export const useServiceCategories = () => useQuery(getServiceCategoriesQueryOptions());
