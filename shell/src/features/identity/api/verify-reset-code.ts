import { useMutation } from '@tanstack/react-query';
import { verifyResetCode as postVerifyResetCode } from '@souq/api-client';
import { deviceFields, type Role } from '../utils/device';

export interface VerifyResetCodeInput {
  country_code: string;
  phone: string;
  code: string;
}

/** POST /{user|provider}/password/reset/verify-code */
export async function verifyResetCode(role: Role, input: VerifyResetCodeInput) {
  return postVerifyResetCode(role, { ...input, ...deviceFields() });
}

export const useVerifyResetCode = (role: Role) =>
  useMutation({ mutationFn: (input: VerifyResetCodeInput) => verifyResetCode(role, input) });
