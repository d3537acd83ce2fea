import { useMutation } from '@tanstack/react-query';
import { loginProvider } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface ProviderLoginInput {
  phone: string;
  country_code: string;
  password: string;
}

export interface ProviderLoginData {
  id: number | string;
  token: string;
  name: string;
  section: { id: number | string | null } | null;
}

export async function providerLogin(input: ProviderLoginInput) {
  return loginProvider({ ...input, ...deviceFields() });
}

export const useProviderLogin = () => useMutation({ mutationFn: providerLogin });
