import { useMutation } from '@tanstack/react-query';
import { updatePassword as postUpdatePassword } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface UpdatePasswordInput {
  old_password: string;
  password: string;
  password_confirmation: string;
  country_code: string;
  phone: string;
  code?: string;
}

export async function updatePassword({ code, ...input }: UpdatePasswordInput) {
  return postUpdatePassword('user', { ...input, ...(code ? { code } : {}), ...deviceFields() });
}

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
