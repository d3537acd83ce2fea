import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProductRates as fetchRates } from '@souq/api-client';

export type ProductRate = NonNullable<Awaited<ReturnType<typeof fetchRates>>['data']>[number];

/** GET /rates/products/{id}. */
export async function getProductRates(productId: number): Promise<ProductRate[]> {
  const res = await fetchRates(productId);
  return Array.isArray(res.data) ? res.data : [];
}

export const getProductRatesQueryOptions = (productId: number) =>
  queryOptions({ queryKey: ['commerce', 'product-rates', productId], queryFn: () => getProductRates(productId) });

export const useProductRates = (productId: number, enabled: boolean) => useQuery({ ...getProductRatesQueryOptions(productId), enabled });
