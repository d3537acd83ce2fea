import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfollowProvider } from '@souq/api-client';
import { getProviderProfileQueryOptions } from './get-provider-profile';

/** POST /user/follows/cancel. */
export function useUnfollowProvider(providerId: number, serviceId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowProvider(providerId),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderProfileQueryOptions(providerId, serviceId).queryKey }),
  });
}
