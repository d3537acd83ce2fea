import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchProducts as fetchSearch } from '@souq/api-client';
import type { ProductCard } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** POST /user/products/search (name, category_id, page): a plain array, at most PRODUCTS_PER_PAGE. */
export async function searchProducts(categoryId: number, name: string, page: number): Promise<ProductCard[]> {
  const res = await fetchSearch({ name, category_id: categoryId, page });
  return Array.isArray(res.data) ? res.data : [];
}

export const searchProductsQueryOptions = (categoryId: number, name: string, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'search', categoryId, name, page],
    queryFn: () => searchProducts(categoryId, name, page),
  });

export const useSearchProducts = (categoryId: number, name: string, page: number, enabled: boolean) =>
  useQuery({ ...searchProductsQueryOptions(categoryId, name, page), enabled, placeholderData: keepPreviousData });
