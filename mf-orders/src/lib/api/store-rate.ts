/** POST /rates/store — the customer rates the provider (`provider`), the provider the client (`user`), for one order. */
import { useMutation } from '@tanstack/react-query';
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

export const useStoreRate = () => useMutation({ mutationFn: storeRate });
