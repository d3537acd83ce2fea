import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductRates } from '@souq/api-client';

/** GET /rates/products/{id}. */
export const getProductRatesQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ['commerce', 'product-rates', productId], queryFn: async () => (await getProductRates(productId)).data });

export const useProductRates = (productId: number, enabled: boolean) => useQuery({ ...getProductRatesQueryOptions(productId), enabled });
