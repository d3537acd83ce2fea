import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followProvider } from '@souq/api-client';
import { getProviderProfileQueryOptions } from './get-provider-profile';

/** POST /user/follows/store; reloads the profile afterwards (docs/product/catalogue.md#following: follow toggles after success and profile reload). */
export function useFollowProvider(providerId: number, serviceId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => followProvider(providerId),
    onSuccess: () => client.invalidateQueries({ queryKey: getProviderProfileQueryOptions(providerId, serviceId).queryKey }),
  });
}
