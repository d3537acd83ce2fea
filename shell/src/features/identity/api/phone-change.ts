/** The customer's phone change (docs/product/identity.md#phone-change): a code to the current phone, its check, then a code to the new one. */
import { useMutation } from '@tanstack/react-query';
import { changePhone, sendChangePhoneCode, verifyCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

type Phone = { country_code: string; phone: string };

/** Step 1 of the phone change: a code to the current phone. */
export const useSendChangePhoneCode = () =>
  useMutation({
    mutationFn: (input: Phone & { user_name: string }) =>
      sendChangePhoneCode('user', { ...input, type: 'change_phone', ...deviceFields() }),
  });

/** POST /user/verify/code for the phone change (old phone first, then the new one). */
export const useVerifyChangePhoneCode = () =>
  useMutation({
    mutationFn: (input: Phone & { code: string; user_name?: string }) =>
      verifyCode('user', { ...input, type: 'change_phone', ...deviceFields() }),
  });

/** Step 3: sends a code to the new phone (`country_code` is the new phone's dial code, `phone` the old phone). */
export const useChangePhone = () =>
  useMutation({
    mutationFn: (input: Phone & { new_phone: string; user_name: string }) =>
      changePhone('user', { ...input, type: 'change_phone', ...deviceFields() }),
  });
