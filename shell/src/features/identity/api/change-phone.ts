import { useMutation } from '@tanstack/react-query';
import { changePhone as postChangePhone } from '@souq/api-client';
import { deviceFields } from '../utils/device';

export interface ChangePhoneInput {
  new_phone: string;
  /** Dial code of the new phone. */
  country_code: string;
  /** The old phone. */
  phone: string;
  user_name: string;
}

/** Step 3: sends a code to the new phone. */
export async function changePhone(input: ChangePhoneInput) {
  return postChangePhone('user', { ...input, type: 'change_phone', ...deviceFields() });
}

export const useChangePhone = () => useMutation({ mutationFn: changePhone });
