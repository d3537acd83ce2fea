import { useMutation } from '@tanstack/react-query';
import { sendChangePhoneCode as postSendChangePhoneCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface SendChangePhoneCodeInput {
  country_code: string;
  /** The current phone. */
  phone: string;
  user_name: string;
}

/** Step 1 of the phone change: a code to the current phone. */
export async function sendChangePhoneCode(input: SendChangePhoneCodeInput) {
  return postSendChangePhoneCode('user', { ...input, type: 'change_phone', ...deviceFields() });
}

export const useSendChangePhoneCode = () => useMutation({ mutationFn: sendChangePhoneCode });
