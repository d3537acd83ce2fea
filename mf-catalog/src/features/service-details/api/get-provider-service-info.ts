import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProviderServiceInfo as fetchProviderServiceInfo } from '@souq/api-client';

export interface ProviderServiceInfo {
  id: number;
  name: string;
  category: { id: number | null; name: string } | null;
  service: { id: number | null; name: string } | null;
  provider: { id: number; name: string; image: string | null; rate: number };
  description: string;
  /** Days. */
  duration: number;
  price: number;
  attachments: { name: string; link: string }[];
}

/** POST /user/services/provider/info: one provider's offer of one sub-service. */
export async function getProviderServiceInfo(providerId: number, serviceId: number): Promise<ProviderServiceInfo> {
  const res = await fetchProviderServiceInfo({ provider_id: providerId, service_id: serviceId });
  const d = res.data;
  return { ...d, attachments: Array.isArray(d.attachments) ? d.attachments : [] };
}

export const getProviderServiceInfoQueryOptions = (providerId: number, serviceId: number) =>
  queryOptions({
    queryKey: ['provider-service-info', providerId, serviceId],
    queryFn: () => getProviderServiceInfo(providerId, serviceId),
  });

export const useProviderServiceInfo = (providerId: number, serviceId: number) =>
  useQuery(getProviderServiceInfoQueryOptions(providerId, serviceId));
