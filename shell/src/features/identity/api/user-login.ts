import { useMutation } from '@tanstack/react-query';
import { loginUser } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface UserLoginInput {
  phone: string;
  country_code: string;
  password: string;
}

export const useUserLogin = () => useMutation({ mutationFn: (input: UserLoginInput) => loginUser({ ...input, ...deviceFields() }) });
