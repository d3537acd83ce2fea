import { useMutation } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface StoreComplaintInput {
  user_name: string;
  phone: string;
  country_code: string;
  complaint: string;
  reason: string;
}

/** POST /complaint/store: the general complaint (not tied to an order or a provider). */
export async function storeComplaint(input: StoreComplaintInput) {
  return api.post<unknown>('/complaint/store', { ...input });
}

export const useStoreComplaint = () => useMutation({ mutationFn: storeComplaint });
