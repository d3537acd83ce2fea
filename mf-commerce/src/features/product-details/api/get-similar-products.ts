import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSimilarProducts } from '@souq/api-client';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** GET /user/products/{id}/similar. */
export const getSimilarProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'similar', productId],
    queryFn: async () => (await getSimilarProducts(productId)).data,
  });

export const useSimilarProducts = (productId: number, enabled: boolean) =>
  useQuery({ ...getSimilarProductsQueryOptions(productId), enabled });
