import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { registerUser } from '@souq/api-client';
import { deviceFields, type FormFields } from '../utils/device';

/**
 * The form always holds a country code; terms accepted are sent as 1 or 0
 * (docs/product/README.md#validation-rules).
 */
export type UserRegisterInput = Omit<FormFields<typeof userAccount.register>, 'is_conditions' | 'country_code'> & {
  country_code: string;
  is_conditions: boolean;
};

export async function userRegister({ is_conditions, ...input }: UserRegisterInput) {
  return registerUser({
    ...input,
    is_conditions: is_conditions ? 1 : 0,
    ...deviceFields(),
  });
}

export const useUserRegister = () => useMutation({ mutationFn: userRegister });
