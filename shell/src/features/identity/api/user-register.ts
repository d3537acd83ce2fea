import { useMutation } from '@tanstack/react-query';
import { registerUser } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface UserRegisterInput {
  user_name: string;
  email: string;
  phone: string;
  country_code: string;
  password: string;
  password_confirmation: string;
  /** Terms accepted: sent as 1 or 0 (docs/product/README.md#validation-rules). */
  is_conditions: boolean;
}

export async function userRegister({ is_conditions, ...input }: UserRegisterInput) {
  return registerUser({
    ...input,
    is_conditions: is_conditions ? 1 : 0,
    ...deviceFields(),
  });
}

export const useUserRegister = () => useMutation({ mutationFn: userRegister });
