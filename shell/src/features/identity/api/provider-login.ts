import { useMutation } from '@tanstack/react-query';
import { loginProvider } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface ProviderLoginInput {
  phone: string;
  country_code: string;
  password: string;
}

export const useProviderLogin = () =>
  useMutation({ mutationFn: (input: ProviderLoginInput) => loginProvider({ ...input, ...deviceFields() }) });
