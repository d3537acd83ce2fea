/** POST /provider/request-services {status}: the provider's orders of one tab (2 review, 3 current, 4 finished). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRequests } from '@souq/api-client';

export const getProviderOrdersQueryOptions = (status: number) =>
  queryOptions({ queryKey: ['orders', 'provider', 'list', status], queryFn: async () => (await getProviderRequests({ status })).data });

export const useProviderOrders = (status: number) => useQuery(getProviderOrdersQueryOptions(status));
