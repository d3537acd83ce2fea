/** POST /provider/request-services/show — one order as its provider sees it. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderOrder } from '@souq/api-client';

export const getProviderOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['orders', 'provider', id], queryFn: async () => (await getProviderOrder(id)).data });

export const useProviderOrder = (id: number) => useQuery(getProviderOrderQueryOptions(id));
