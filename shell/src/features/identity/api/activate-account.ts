import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { activateProvider, activateUser } from '@souq/api-client';
import { deviceFields, type Role, type FormFields } from '../utils/device';

export type ActivateAccountInput = FormFields<typeof userAccount.activate> & {
  /** Customers send their name as the existing client does. */
  user_name?: string;
};

/** POST /user/active/account or /provider/active/account (same payload, docs/product/identity.md). */
export async function activateAccount(role: Role, input: ActivateAccountInput) {
  return (role === 'provider' ? activateProvider : activateUser)({ ...input, type: 'active', ...deviceFields() });
}

export const useActivateAccount = (role: Role) =>
  useMutation({ mutationFn: (input: ActivateAccountInput) => activateAccount(role, input) });
