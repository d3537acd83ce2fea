import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderProfile } from '@souq/api-client';

/** POST /user/provider/show-profile; `service_id` only when one is stored (existing client). */
export const getProviderProfileQueryOptions = (providerId: number, serviceId: number | null) =>
  queryOptions({
    queryKey: ['provider-profile', providerId, serviceId],
    queryFn: async () =>
      (await getProviderProfile({ provider_id: providerId, ...(serviceId !== null ? { service_id: serviceId } : {}) })).data,
  });

export const useProviderProfile = (providerId: number, serviceId: number | null) =>
  useQuery(getProviderProfileQueryOptions(providerId, serviceId));
