import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBestSellers } from '@souq/api-client';

/** GET /user/products/best-seller (public; the existing client sends no token). */
export const getBestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'best-seller'], queryFn: async () => (await getBestSellers()).data, staleTime: 60_000 });

export const useBestSellers = () => useQuery(getBestSellersQueryOptions());
