import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRequests } from '@souq/api-client';

export interface ProviderOrderCard {
  id: number;
  number: string | number;
  request_date: string;
  client_name?: string | null;
  status: string;
}

/** POST /provider/request-services {status: 1}: the provider's new orders. */
export async function getProviderNewOrders(): Promise<ProviderOrderCard[]> {
  return (await getProviderRequests({ status: 1 })).data;
}

export const getProviderNewOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'request-services', 1], queryFn: getProviderNewOrders });

export const useProviderNewOrders = () => useQuery(getProviderNewOrdersQueryOptions());
