import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBestSellers as fetchBestSellers } from '@souq/api-client';
import type { ProductCard } from '@souq/contracts';

export type { ProductCard };

/** GET /user/products/best-seller (public; the existing client sends no token). */
export async function getBestSellers(): Promise<ProductCard[]> {
  const res = await fetchBestSellers();
  return Array.isArray(res.data) ? res.data : [];
}

export const getBestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'best-seller'], queryFn: getBestSellers, staleTime: 60_000 });

export const useBestSellers = () => useQuery(getBestSellersQueryOptions());
