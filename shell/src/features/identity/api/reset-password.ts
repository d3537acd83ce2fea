import { useMutation } from '@tanstack/react-query';
import { resetPassword as postResetPassword } from '@souq/api-client';
import { deviceFields, type Role } from '../utils/device';

export interface ResetPasswordInput {
  country_code: string;
  phone: string;
  /** The verified code; the server also accepts none right after a verification. */
  code?: string;
  password: string;
  password_confirmation: string;
}

/** POST /{user|provider}/reset/password */
export async function resetPassword(role: Role, { code, ...input }: ResetPasswordInput) {
  return postResetPassword(role, { ...input, ...(code ? { code } : {}), ...deviceFields() });
}

export const useResetPassword = (role: Role) => useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(role, input) });
