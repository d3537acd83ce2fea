import type { providerAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { loginProvider } from '@souq/api-client';
import { deviceFields, type FormFields } from '../utils/device';

export type ProviderLoginInput = FormFields<typeof providerAccount.login>;

export const useProviderLogin = () =>
  useMutation({ mutationFn: (input: ProviderLoginInput) => loginProvider({ ...input, ...deviceFields() }) });
