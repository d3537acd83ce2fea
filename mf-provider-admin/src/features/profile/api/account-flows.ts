/** The provider's phone and password changes (docs/product/identity.md#phone-change, #password-change): codes, verification, update. */
import { useMutation } from '@tanstack/react-query';
import {
  changePhone,
  sendChangePasswordCode,
  sendChangePhoneCode,
  updatePassword,
  verifyChangePasswordCode,
  verifyCode,
} from '@souq/api-client';
import { DEVICE_ID_PLACEHOLDER, DEVICE_TYPE } from '@souq/contracts';

const device = { device_id: DEVICE_ID_PLACEHOLDER, device_type: DEVICE_TYPE };
type Phone = { country_code: string; phone: string };

/** POST /provider/phone/change/send/code: a code to the current phone. */
export const useSendPhoneCode = () =>
  useMutation({ mutationFn: (p: Phone) => sendChangePhoneCode('provider', { ...p, ...device, type: 'change_phone' }) });

/** POST /provider/verify/code: the old phone first, then the new one. */
export const useVerifyPhoneCode = () =>
  useMutation({
    mutationFn: (p: Phone & { code: string }) => verifyCode('provider', { ...p, ...device, type: 'change_phone' }),
  });

/** POST /provider/phone/change: a code to the new phone. */
export const useChangePhone = () =>
  useMutation({
    mutationFn: (p: { new_phone: string; country_code: string; phone: string; user_name: string }) =>
      changePhone('provider', { ...p, ...device, type: 'change_phone' }),
  });

/** POST /provider/password/change/send-code. */
export const useSendPasswordCode = () =>
  useMutation({ mutationFn: (p: Phone) => sendChangePasswordCode('provider', { ...p, ...device, type: 'change_password' }) });

/** POST /provider/password/change/verify-code. */
export const useVerifyPasswordCode = () =>
  useMutation({
    mutationFn: (p: Phone & { code: string }) => verifyChangePasswordCode('provider', { ...p, ...device, type: 'change_password' }),
  });

/** POST /provider/password/update. */
export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (p: Phone & { code: string; old_password: string; password: string; password_confirmation: string }) =>
      updatePassword('provider', { ...p, ...device }),
  });
