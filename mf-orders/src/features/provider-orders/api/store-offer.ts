/** POST /provider/offers/store — quote an open request (once). */
import { useMutation } from '@tanstack/react-query';
import { storeOffer } from '@souq/api-client';

export const useStoreOffer = () => useMutation({ mutationFn: storeOffer });
