import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getOwnProduct, getProduct as fetchProduct } from '@souq/api-client';
import type { Visitor } from '@souq/auth';
import type { ProductDetails } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/**
 * POST /user/products/show (customers, guests and providers read the same details). A store
 * owner may open their own product before it is approved, which only
 * POST /provider/products/show answers: a provider falls back to it when the public call refuses.
 */
export async function getProduct(productId: number, visitor: Visitor | null): Promise<ProductDetails> {
  try {
    return (await fetchProduct(productId)).data;
  } catch (err) {
    if (visitor !== 'provider' || !(err instanceof ApiError)) throw err;
    try {
      return (await getOwnProduct(productId)).data;
    } catch {
      throw err;
    }
  }
}

export const getProductQueryOptions = (productId: number, visitor: Visitor | null) =>
  queryOptions({ queryKey: [...PRODUCTS_QUERY_KEY, 'details', productId, visitor], queryFn: () => getProduct(productId, visitor) });

export const useProduct = (productId: number, visitor: Visitor | null) => useQuery(getProductQueryOptions(productId, visitor));
