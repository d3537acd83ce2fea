/** POST /rates/store — the customer rates the provider (`provider`), the provider the client (`user`), for one order. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeRate } from '@souq/api-client';

/** After rating, the order page stays and reads the order again (`orderKey`), now rated. */
export function useStoreRate(orderKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn: storeRate, onSuccess: () => client.invalidateQueries({ queryKey: orderKey }) });
}
