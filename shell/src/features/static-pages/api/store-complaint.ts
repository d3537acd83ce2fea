import { useMutation } from '@tanstack/react-query';
import { storeComplaint } from '@souq/api-client';

export interface StoreComplaintInput {
  user_name: string;
  phone: string;
  country_code: string;
  complaint: string;
  reason: string;
}

/** POST /complaint/store: the general complaint (not tied to an order or a provider). */
export const useStoreComplaint = () => useMutation({ mutationFn: (input: StoreComplaintInput) => storeComplaint({ ...input }) });
