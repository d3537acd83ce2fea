/** The customer's password change (docs/product/identity.md#password-change): a code, its check, then the new password. */
import { useMutation } from '@tanstack/react-query';
import { sendChangePasswordCode, updatePassword, verifyChangePasswordCode } from '@souq/api-client';
import { deviceFields } from '../utils/device';

type Phone = { country_code: string; phone: string };

export const useSendChangePasswordCode = () =>
  useMutation({
    mutationFn: (input: Phone) => sendChangePasswordCode('user', { ...input, type: 'change_password', ...deviceFields() }),
  });

export const useVerifyChangePasswordCode = () =>
  useMutation({
    mutationFn: (input: Phone & { code: string }) =>
      verifyChangePasswordCode('user', { ...input, type: 'change_password', ...deviceFields() }),
  });

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: ({ code, ...input }: Phone & { old_password: string; password: string; password_confirmation: string; code?: string }) =>
      updatePassword('user', { ...input, ...(code ? { code } : {}), ...deviceFields() }),
  });
