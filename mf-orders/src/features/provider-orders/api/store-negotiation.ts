/** POST /provider/request-services/negotiates/store — a negotiation sheet: an invoice posted in the order's chat room. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeNegotiation as postNegotiation } from '@souq/api-client';
import type { OfferInput } from './store-offer';
import { getProviderOrderQueryOptions } from './get-provider-order';

export const storeNegotiation = ({ requestServiceId, price, duration, text }: OfferInput) =>
  postNegotiation({ request_service_id: requestServiceId, price, duration, ...(text ? { service_details: text } : {}) });

export function useStoreNegotiation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: storeNegotiation,
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderOrderQueryOptions(id).queryKey }),
  });
}
