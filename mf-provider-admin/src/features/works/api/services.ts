import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteProviderService,
  deleteProviderServiceImage,
  getProviderServices,
  showProviderService,
  storeProviderService,
  updateProviderService,
} from '@souq/api-client';
import type { provider, RequestBody } from '@souq/contracts';

/** GET /provider/services. */
export const getServicesQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'services'], queryFn: async () => (await getProviderServices()).data });
export const useProviderServices = () => useQuery(getServicesQueryOptions());

/** POST /provider/services/show. */
export const getServiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['provider', 'services', id], queryFn: async () => (await showProviderService(id)).data });
export const useProviderService = (id: number) => useQuery(getServiceQueryOptions(id));

export type ServiceInput = RequestBody<typeof provider.serviceStore>;

const useInvalidateServices = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: getServicesQueryOptions().queryKey });
};

/** POST /provider/services/store. */
export function useStoreService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: storeProviderService, onSuccess: invalidate });
}

/** POST /provider/services/update (the service itself never changes). */
export function useUpdateService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: updateProviderService, onSuccess: invalidate });
}

/** POST /provider/services/delete. */
export function useDeleteService() {
  const invalidate = useInvalidateServices();
  return useMutation({ mutationFn: deleteProviderService, onSuccess: invalidate });
}

/** POST /provider/services/images/delete (`image` = the attachment's stored name). */
export function useDeleteServiceImage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => deleteProviderServiceImage({ provider_service_id: id, image }),
    onSuccess: () => client.invalidateQueries({ queryKey: getServiceQueryOptions(id).queryKey }),
  });
}
