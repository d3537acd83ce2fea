import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderServiceInfo } from '@souq/api-client';
import type { catalog, ResponseData } from '@souq/contracts';

export type ProviderServiceInfo = ResponseData<typeof catalog.providerServiceInfo>;

/** POST /user/services/provider/info: one provider's offer of one sub-service. */
export const getProviderServiceInfoQueryOptions = (providerId: number, serviceId: number) =>
  queryOptions({
    queryKey: ['provider-service-info', providerId, serviceId],
    queryFn: async () => (await getProviderServiceInfo({ provider_id: providerId, service_id: serviceId })).data,
  });

export const useProviderServiceInfo = (providerId: number, serviceId: number) =>
  useQuery(getProviderServiceInfoQueryOptions(providerId, serviceId));
