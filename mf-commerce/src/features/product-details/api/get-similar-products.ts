import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSimilarProducts as fetchSimilar } from '@souq/api-client';
import type { ProductCard } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** GET /user/products/{id}/similar. */
export async function getSimilarProducts(productId: number): Promise<ProductCard[]> {
  const res = await fetchSimilar(productId);
  return Array.isArray(res.data) ? res.data : [];
}

export const getSimilarProductsQueryOptions = (productId: number) =>
  queryOptions({ queryKey: [...PRODUCTS_QUERY_KEY, 'similar', productId], queryFn: () => getSimilarProducts(productId) });

export const useSimilarProducts = (productId: number, enabled: boolean) =>
  useQuery({ ...getSimilarProductsQueryOptions(productId), enabled });
