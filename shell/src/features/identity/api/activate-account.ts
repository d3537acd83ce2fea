import { useMutation } from '@tanstack/react-query';
import { activateProvider, activateUser } from '@souq/api-client';
import { deviceFields, type Role } from '../utils/device';

export interface ActivateAccountInput {
  country_code: string;
  phone: string;
  code: string;
  /** Customers send their name as the existing client does. */
  user_name?: string;
}

/** POST /user/active/account or /provider/active/account (same payload, docs/product/identity.md). */
export async function activateAccount(role: Role, input: ActivateAccountInput) {
  return (role === 'provider' ? activateProvider : activateUser)({ ...input, type: 'active', ...deviceFields() });
}

export const useActivateAccount = (role: Role) =>
  useMutation({ mutationFn: (input: ActivateAccountInput) => activateAccount(role, input) });
