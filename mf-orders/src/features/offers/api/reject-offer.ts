/** POST /user/request-service/offers/reject — drops one offer; the offers list reloads. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectOffer } from '@souq/api-client';
import { getUserOrderQueryOptions } from '@/lib/api/get-user-order';

export function useRejectOffer(requestServiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (offerPriceId: number) => rejectOffer({ request_service_id: requestServiceId, offer_price_id: offerPriceId }),
    onSuccess: () => client.invalidateQueries({ queryKey: getUserOrderQueryOptions(requestServiceId).queryKey }),
  });
}
