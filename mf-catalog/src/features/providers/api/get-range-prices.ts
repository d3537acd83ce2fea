import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRangePrices } from '@souq/api-client';

/** GET /range-prices?type=service: the filter's price ranges. */
export const getRangePricesQueryOptions = () =>
  queryOptions({
    queryKey: ['range-prices', 'service'],
    queryFn: async () => (await getRangePrices('service')).data,
    staleTime: 10 * 60_000,
  });

export const useRangePrices = (enabled = true) => useQuery({ ...getRangePricesQueryOptions(), enabled });
