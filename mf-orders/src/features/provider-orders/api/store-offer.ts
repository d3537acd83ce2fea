/** POST /provider/offers/store — quote an open request (once). */
import { useMutation } from '@tanstack/react-query';
import { storeOffer as postOffer } from '@souq/api-client';

export interface OfferInput {
  requestServiceId: number;
  price: number;
  duration: number;
  text: string;
}

export const storeOffer = ({ requestServiceId, price, duration, text }: OfferInput) =>
  postOffer({ request_service_id: requestServiceId, price, duration, ...(text ? { description: text } : {}) });

export const useStoreOffer = () => useMutation({ mutationFn: storeOffer });
