import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStoreCategories } from '@souq/api-client';

/** GET user/categories/store. */
export const getStoreCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'store'], queryFn: async () => (await getStoreCategories()).data, staleTime: 5 * 60_000 });

export const useStoreCategories = () => useQuery(getStoreCategoriesQueryOptions());
