import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchProducts } from '@souq/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** POST /user/products/search (name, category_id, page): a plain array, at most PRODUCTS_PER_PAGE. */
export const searchProductsQueryOptions = (categoryId: number, name: string, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'search', categoryId, name, page],
    queryFn: async () => (await searchProducts({ name, category_id: categoryId, page })).data,
  });

export const useSearchProducts = (categoryId: number, name: string, page: number, enabled: boolean) =>
  useQuery({ ...searchProductsQueryOptions(categoryId, name, page), enabled, placeholderData: keepPreviousData });
