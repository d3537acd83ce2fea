import { useMutation } from '@tanstack/react-query';
import { contactUs } from '@souq/api-client';

export interface ContactUsInput {
  name: string;
  phone?: string;
  country_code: string;
  message: string;
}

/** POST /cotact-us (path typo kept: the server and mobile apps use it). */
export const useContactUs = () =>
  useMutation({ mutationFn: (input: ContactUsInput) => contactUs({ ...input, phone: input.phone ?? '', type: 'complaint' }) });
