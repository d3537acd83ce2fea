import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProduct as fetchProduct } from '@souq/api-client';
import type { ProductDetails } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** POST /user/products/show (customers, guests and providers read the same details). */
export async function getProduct(productId: number): Promise<ProductDetails> {
  const res = await fetchProduct(productId);
  return res.data;
}

export const getProductQueryOptions = (productId: number) =>
  queryOptions({ queryKey: [...PRODUCTS_QUERY_KEY, 'details', productId], queryFn: () => getProduct(productId) });

export const useProduct = (productId: number) => useQuery(getProductQueryOptions(productId));
