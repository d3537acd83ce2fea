import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServiceCategories } from '@souq/api-client';
import type { Category } from '@souq/contracts';

export type { Category };

/** GET /user/categories/service: the services menu. */
export const getServiceCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['categories', 'service'], queryFn: async () => (await getServiceCategories()).data, staleTime: 5 * 60_000 });

export const useServiceCategories = (enabled = true) => useQuery({ ...getServiceCategoriesQueryOptions(), enabled });
