import { useMutation } from '@tanstack/react-query';
import { loginUser } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface UserLoginInput {
  phone: string;
  country_code: string;
  password: string;
}

export interface UserLoginData {
  id: number | string;
  token: string;
  name?: string | null;
  user_name?: string | null;
}

export async function userLogin(input: UserLoginInput) {
  const res = await loginUser({ ...input, ...deviceFields() });
  return res;
}

export const useUserLogin = () => useMutation({ mutationFn: userLogin });
