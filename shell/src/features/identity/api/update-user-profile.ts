import type { userAccount } from '@souq/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserProfile as postUpdateUserProfile } from '@souq/api-client';
import { getSession } from '@souq/auth';
import { deviceFields, type FormFields } from '../utils/device';
import { getUserProfileQueryOptions } from './get-user-profile';

export type UpdateUserProfileInput = FormFields<typeof userAccount.updateProfile>;

export async function updateUserProfile(input: UpdateUserProfileInput) {
  return postUpdateUserProfile({ ...input, ...deviceFields() });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: (res, input) => {
      // The server rotates the token on profile save; never store a missing one.
      const token = res.data?.token;
      getSession().update({
        ...(token ? { token } : {}),
        name: input.user_name,
        country_code: input.country_code,
      });
      void queryClient.invalidateQueries({ queryKey: getUserProfileQueryOptions().queryKey });
    },
  });
}
