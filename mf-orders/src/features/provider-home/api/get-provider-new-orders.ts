import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderRequests } from '@souq/api-client';

/** POST /provider/request-services {status: 1}: the provider's new orders. */
export const getProviderNewOrdersQueryOptions = () =>
  queryOptions({
    queryKey: ['provider', 'request-services', 1],
    queryFn: async () => (await getProviderRequests({ status: 1 })).data,
  });

export const useProviderNewOrders = () => useQuery(getProviderNewOrdersQueryOptions());
