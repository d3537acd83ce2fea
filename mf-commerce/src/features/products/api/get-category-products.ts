import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryProducts } from '@souq/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** GET /user/category/{id}/products?page= (paginated; `category` names the store category). */
export const getCategoryProductsQueryOptions = (categoryId: number, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'category', categoryId, page],
    queryFn: async () => (await getCategoryProducts(categoryId, page)).data,
  });

export const useCategoryProducts = (categoryId: number, page: number, enabled = true) =>
  useQuery({ ...getCategoryProductsQueryOptions(categoryId, page), enabled, placeholderData: keepPreviousData });
