import { useMutation } from '@tanstack/react-query';
import { sendActivationCode as postSendActivationCode } from '@souq/api-client';
import { deviceFields, type Role } from '../utils/device';

export interface SendActivationCodeInput {
  country_code: string;
  phone: string;
}

/** POST /user/code/send or /provider/code/send (resend the activation code). */
export async function sendActivationCode(role: Role, input: SendActivationCodeInput) {
  return postSendActivationCode(role, { ...input, type: 'active', ...deviceFields() });
}

export const useSendActivationCode = (role: Role) =>
  useMutation({ mutationFn: (input: SendActivationCodeInput) => sendActivationCode(role, input) });
