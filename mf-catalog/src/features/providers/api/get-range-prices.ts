import { queryOptions, useQuery } from '@tanstack/react-query';
import { getRangePrices as fetchRangePrices } from '@souq/api-client';

export interface RangePrice {
  id: number;
  from: number | string;
  to: number | string;
}

/** GET /range-prices?type=service: the filter's price ranges. */
export async function getRangePrices(): Promise<RangePrice[]> {
  const res = await fetchRangePrices('service');
  return Array.isArray(res.data) ? res.data : [];
}

export const getRangePricesQueryOptions = () =>
  queryOptions({ queryKey: ['range-prices', 'service'], queryFn: getRangePrices, staleTime: 10 * 60_000 });

export const useRangePrices = (enabled = true) => useQuery({ ...getRangePricesQueryOptions(), enabled });
