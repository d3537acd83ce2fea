/** POST /user/request-service/show — the customer's order (the offers screen and the details page read it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserOrder as fetchUserOrder } from '@souq/api-client';
import type { UserOrderDetails } from '@souq/contracts';

export async function getUserOrder(id: number): Promise<UserOrderDetails> {
  return (await fetchUserOrder(id)).data;
}

export const getUserOrderQueryOptions = (id: number) => queryOptions({ queryKey: ['orders', 'user', id], queryFn: () => getUserOrder(id) });

export const useUserOrder = (id: number) => useQuery(getUserOrderQueryOptions(id));
