import { useMutation } from '@tanstack/react-query';
import { sendChangePasswordCode as postSendChangePasswordCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface SendChangePasswordCodeInput {
  country_code: string;
  phone: string;
}

export async function sendChangePasswordCode(input: SendChangePasswordCodeInput) {
  return postSendChangePasswordCode('user', { ...input, type: 'change_password', ...deviceFields() });
}

export const useSendChangePasswordCode = () => useMutation({ mutationFn: sendChangePasswordCode });
