/** POST /user/request-service/cancel — the customer withdraws a request before payment. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@souq/api-client';

export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
