import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followProvider as postFollow, type Envelope } from '@souq/api-client';
import { getProviderProfileQueryOptions } from './get-provider-profile';

/** POST /user/follows/store. */
export const followProvider = (providerId: number): Promise<Envelope<unknown>> => postFollow(providerId);

/** Reloads the profile afterwards (docs/product/catalogue.md#following: follow toggles after success and profile reload). */
export function useFollowProvider(providerId: number, serviceId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => followProvider(providerId),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderProfileQueryOptions(providerId, serviceId).queryKey }),
  });
}
