import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { verifyResetCode as postVerifyResetCode } from '@souq/api-client';
import { deviceFields, type Role, type FormFields } from '../utils/device';

export type VerifyResetCodeInput = FormFields<typeof userAccount.passwordResetVerifyCode>;

/** POST /{user|provider}/password/reset/verify-code */
export async function verifyResetCode(role: Role, input: VerifyResetCodeInput) {
  return postVerifyResetCode(role, { ...input, ...deviceFields() });
}

export const useVerifyResetCode = (role: Role) =>
  useMutation({ mutationFn: (input: VerifyResetCodeInput) => verifyResetCode(role, input) });
