import { useMutation } from '@tanstack/react-query';
import { verifyCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface VerifyCodeInput {
  country_code: string;
  phone: string;
  code: string;
  user_name?: string;
}

/** POST /user/verify/code for the phone change (old phone first, then the new one). */
export async function verifyChangePhoneCode(input: VerifyCodeInput) {
  return verifyCode('user', { ...input, type: 'change_phone', ...deviceFields() });
}

export const useVerifyChangePhoneCode = () => useMutation({ mutationFn: verifyChangePhoneCode });
