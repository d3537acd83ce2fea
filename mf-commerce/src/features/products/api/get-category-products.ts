import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getCategoryProducts as fetchCategoryProducts } from '@souq/api-client';
import type { ProductPage } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** GET /user/category/{id}/products?page= (paginated; `category` names the store category). */
export async function getCategoryProducts(categoryId: number, page: number): Promise<ProductPage> {
  const res = await fetchCategoryProducts(categoryId, page);
  return res.data;
}

export const getCategoryProductsQueryOptions = (categoryId: number, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'category', categoryId, page],
    queryFn: () => getCategoryProducts(categoryId, page),
  });

export const useCategoryProducts = (categoryId: number, page: number, enabled = true) =>
  useQuery({ ...getCategoryProductsQueryOptions(categoryId, page), enabled, placeholderData: keepPreviousData });
