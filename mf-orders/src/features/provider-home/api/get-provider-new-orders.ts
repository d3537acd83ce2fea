import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface ProviderOrderCard {
  id: number;
  number: string | number;
  request_date: string;
  client_name?: string | null;
  status: string;
}

/** POST /provider/request-services {status: 1}: the provider's new orders. */
export async function getProviderNewOrders(): Promise<ProviderOrderCard[]> {
  const res = await api.post<ProviderOrderCard[] | { data?: ProviderOrderCard[] }>('/provider/request-services', { status: 1 });
  const data = res.data;
  if (Array.isArray(data)) return data;
  return Array.isArray(data?.data) ? data.data : [];
}

export const getProviderNewOrdersQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'request-services', 1], queryFn: getProviderNewOrders });

export const useProviderNewOrders = () => useQuery(getProviderNewOrdersQueryOptions());
