import { useMutation } from '@tanstack/react-query';
import { api } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface VerifyChangePasswordCodeInput {
  country_code: string;
  phone: string;
  code: string;
}

export async function verifyChangePasswordCode(input: VerifyChangePasswordCodeInput) {
  return api.post<unknown>('/user/password/change/verify-code', { ...input, type: 'change_password', ...deviceFields() });
}

export const useVerifyChangePasswordCode = () => useMutation({ mutationFn: verifyChangePasswordCode });
