/** POST /user/request-service/show — the customer's order (the offers screen and the details page read it). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserOrder } from '@souq/api-client';

export const getUserOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['orders', 'user', id], queryFn: async () => (await getUserOrder(id)).data });

export const useUserOrder = (id: number) => useQuery(getUserOrderQueryOptions(id));
