import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unfollowProvider as postUnfollow, type Envelope } from '@souq/api-client';
import { getProviderProfileQueryOptions } from './get-provider-profile';

/** POST /user/follows/cancel. */
export const unfollowProvider = (providerId: number): Promise<Envelope<unknown>> => postUnfollow(providerId);

export function useUnfollowProvider(providerId: number, serviceId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => unfollowProvider(providerId),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderProfileQueryOptions(providerId, serviceId).queryKey }),
  });
}
