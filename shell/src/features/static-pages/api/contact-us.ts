import { useMutation } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface ContactUsInput {
  name: string;
  phone?: string;
  country_code: string;
  message: string;
}

/** POST /cotact-us (path typo kept: the server and mobile apps use it). */
export async function contactUs(input: ContactUsInput) {
  return api.post<unknown>('/cotact-us', { ...input, phone: input.phone ?? '', type: 'complaint' });
}

export const useContactUs = () => useMutation({ mutationFn: contactUs });
