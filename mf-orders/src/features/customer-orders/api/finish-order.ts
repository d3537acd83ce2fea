/** POST /user/request-service/finished — the customer confirms the delivered work (completes the order). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finishOrderAsUser } from '@souq/api-client';
import { getUserOrderQueryOptions } from '@/lib/api/get-user-order';

export function useFinishOrder(requestServiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => finishOrderAsUser(requestServiceId),
    onSuccess: () => client.invalidateQueries({ queryKey: getUserOrderQueryOptions(requestServiceId).queryKey }),
  });
}
