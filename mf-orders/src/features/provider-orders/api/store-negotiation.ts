/** POST /provider/request-services/negotiates/store — a negotiation sheet: an invoice posted in the order's chat room. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeNegotiation } from '@souq/api-client';
import { getProviderOrderQueryOptions } from './get-provider-order';

export function useStoreNegotiation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: storeNegotiation,
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderOrderQueryOptions(id).queryKey }),
  });
}
