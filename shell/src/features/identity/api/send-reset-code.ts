import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendResetCode as postSendResetCode } from '@souq/api-client';
import { deviceFields, type Role, type FormFields } from '../utils/device';

export type SendResetCodeInput = FormFields<typeof userAccount.passwordResetSendCode>;

/** POST /{user|provider}/password/reset/send-code */
export async function sendResetCode(role: Role, input: SendResetCodeInput) {
  return postSendResetCode(role, { ...input, ...deviceFields() });
}

export const useSendResetCode = (role: Role) => useMutation({ mutationFn: (input: SendResetCodeInput) => sendResetCode(role, input) });
