import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { loginUser } from '@souq/api-client';
import { deviceFields, type FormFields } from '../utils/device';

export type UserLoginInput = FormFields<typeof userAccount.login>;

export const useUserLogin = () => useMutation({ mutationFn: (input: UserLoginInput) => loginUser({ ...input, ...deviceFields() }) });
