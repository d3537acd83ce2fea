import type { userAccount } from '@souq/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendActivationCode as postSendActivationCode } from '@souq/api-client';
import { deviceFields, type Role, type FormFields } from '../utils/device';

export type SendActivationCodeInput = FormFields<typeof userAccount.sendCode>;

/** POST /user/code/send or /provider/code/send (resend the activation code). */
export async function sendActivationCode(role: Role, input: SendActivationCodeInput) {
  return postSendActivationCode(role, { ...input, type: 'active', ...deviceFields() });
}

export const useSendActivationCode = (role: Role) =>
  useMutation({ mutationFn: (input: SendActivationCodeInput) => sendActivationCode(role, input) });
