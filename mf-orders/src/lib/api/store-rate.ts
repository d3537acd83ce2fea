/** POST /rates/store — the customer rates the provider (`provider`), the provider the client (`user`), for one order. */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { storeRate as postRate } from '@souq/api-client';

export interface RateInput {
  target: 'provider' | 'user';
  targetId: number;
  requestServiceId: number;
  value: number;
  comment: string;
}

export const storeRate = ({ target, targetId, requestServiceId, value, comment }: RateInput) =>
  postRate({ [target]: targetId, request_service_id: requestServiceId, value, comment });

/** After rating, the order page stays and reads the order again (`orderKey`), now rated. */
export function useStoreRate(orderKey: QueryKey) {
  const client = useQueryClient();
  return useMutation({ mutationFn: storeRate, onSuccess: () => client.invalidateQueries({ queryKey: orderKey }) });
}
