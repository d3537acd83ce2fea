import { useMutation } from '@tanstack/react-query';
import { verifyChangePasswordCode as postVerifyChangePasswordCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface VerifyChangePasswordCodeInput {
  country_code: string;
  phone: string;
  code: string;
}

export async function verifyChangePasswordCode(input: VerifyChangePasswordCodeInput) {
  return postVerifyChangePasswordCode('user', { ...input, type: 'change_password', ...deviceFields() });
}

export const useVerifyChangePasswordCode = () => useMutation({ mutationFn: verifyChangePasswordCode });
