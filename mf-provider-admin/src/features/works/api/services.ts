import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  deleteProviderService,
  deleteProviderServiceImage,
  getProviderServices,
  showProviderService,
  storeProviderService,
  updateProviderService,
} from '@souq/api-client';
import type { provider, RequestBody } from '@souq/contracts';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** GET /provider/services. */
export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'services'], queryFn: async () => (await getProviderServices()).data });
export const useProviderServices = () => useQuery(getServicesQueryOptions());

/** POST /provider/services/show. */
export const getServiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['provider', 'services', id], queryFn: async () => (await showProviderService(id)).data });
export const useProviderService = (id: number) => useQuery(getServiceQueryOptions(id));

export type ServiceInput = RequestBody<typeof provider.serviceStore>;

/** POST /provider/services/store. */
export const useStoreService = () => useRefreshingMutation(storeProviderService, getServicesQueryOptions().queryKey);

/** POST /provider/services/update (the service itself never changes). */
export const useUpdateService = () => useRefreshingMutation(updateProviderService, getServicesQueryOptions().queryKey);

/** POST /provider/services/delete. */
export const useDeleteService = () => useRefreshingMutation(deleteProviderService, getServicesQueryOptions().queryKey);

/** POST /provider/services/images/delete (`image` = the attachment's stored name). */
export const useDeleteServiceImage = (id: number) =>
  useRefreshingMutation(
    (image: string) => deleteProviderServiceImage({ provider_service_id: id, image }),
    getServiceQueryOptions(id).queryKey,
  );
