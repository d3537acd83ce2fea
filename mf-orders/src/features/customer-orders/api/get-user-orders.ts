/** POST /user/request-service {status}: the customer's orders of one tab (1 waiting … 4 finished). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserOrders as fetchUserOrders } from '@souq/api-client';
import type { UserOrderItem } from '@souq/contracts';

export async function getUserOrders(status: number): Promise<UserOrderItem[]> {
  return (await fetchUserOrders({ status })).data;
}

export const getUserOrdersQueryOptions = (status: number) =>
  queryOptions({ queryKey: ['orders', 'user', 'list', status], queryFn: () => getUserOrders(status) });

export const useUserOrders = (status: number) => useQuery(getUserOrdersQueryOptions(status));
