/** POST /user/request-service {status}: the customer's orders of one tab (1 waiting … 4 finished). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserOrders } from '@souq/api-client';

export const getUserOrdersQueryOptions = (status: number) =>
  queryOptions({ queryKey: ['orders', 'user', 'list', status], queryFn: async () => (await getUserOrders({ status })).data });

export const useUserOrders = (status: number) => useQuery(getUserOrdersQueryOptions(status));
