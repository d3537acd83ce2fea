/** POST /provider/request-services/show — one order as its provider sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderOrder as fetchProviderOrder } from '@souq/api-client';
import type { ProviderOrderDetails } from '@souq/contracts';

export async function getProviderOrder(id: number): Promise<ProviderOrderDetails> {
  return (await fetchProviderOrder(id)).data;
}

export const getProviderOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['orders', 'provider', id], queryFn: () => getProviderOrder(id) });

export const useProviderOrder = (id: number) => useQuery(getProviderOrderQueryOptions(id));
