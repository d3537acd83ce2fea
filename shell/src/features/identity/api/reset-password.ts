import { useMutation } from '@tanstack/react-query';
import { resetPassword as postResetPassword } from '@souq/api-client';
import { deviceFields, type Role } from '../utils/device';

export interface ResetPasswordInput {
  country_code: string;
  phone: string;
  /** The one-time token verify-code answered; without it only this browser, shortly after, is accepted. */
  reset_token?: string;
  password: string;
  password_confirmation: string;
}

/** POST /{user|provider}/reset/password */
export async function resetPassword(role: Role, { reset_token, ...input }: ResetPasswordInput) {
  return postResetPassword(role, { ...input, ...(reset_token ? { reset_token } : {}), ...deviceFields() });
}

export const useResetPassword = (role: Role) => useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(role, input) });
