/** POST /provider/request-services/accept — accept a direct request (status 1 → 2); the order reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptOrder } from '@souq/api-client';
import { getProviderOrderQueryOptions } from './get-provider-order';

export function useAcceptOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptOrder(id),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderOrderQueryOptions(id).queryKey }),
  });
}
