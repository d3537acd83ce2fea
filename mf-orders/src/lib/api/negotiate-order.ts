/** POST /user/request-service/negotiate — opens (or reuses) the chat room; answers its room_id. */
import { useMutation } from '@tanstack/react-query';
import { negotiateOrder as postNegotiate } from '@souq/api-client';

export const negotiateOrder = (requestServiceId: number, offerPriceId?: number) =>
  postNegotiate({ request_service_id: requestServiceId, ...(offerPriceId !== undefined ? { offer_price_id: offerPriceId } : {}) });

export const useNegotiateOrder = () =>
  useMutation({
    mutationFn: ({ requestServiceId, offerPriceId }: { requestServiceId: number; offerPriceId?: number }) =>
      negotiateOrder(requestServiceId, offerPriceId),
  });
