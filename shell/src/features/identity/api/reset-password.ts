import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { resetPassword as postResetPassword } from '@souq/api-client';
import { deviceFields, type Role, type FormFields } from '../utils/device';

export type ResetPasswordInput = FormFields<typeof userAccount.resetPassword>;

/** POST /{user|provider}/reset/password */
export async function resetPassword(role: Role, { reset_token, ...input }: ResetPasswordInput) {
  return postResetPassword(role, { ...input, ...(reset_token ? { reset_token } : {}), ...deviceFields() });
}

export const useResetPassword = (role: Role) => useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(role, input) });
