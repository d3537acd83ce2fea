import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteProviderWork,
  deleteProviderWorkImage,
  getProviderWorks,
  showProviderWork,
  storeProviderWork,
  updateProviderWork,
} from '@souq/api-client';
import type { provider, RequestBody } from '@souq/contracts';

/** GET /provider/works. */
export const getWorksQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'works'], queryFn: async () => (await getProviderWorks()).data });
export const useWorks = () => useQuery(getWorksQueryOptions());

/** POST /provider/works/show. */
export const getWorkQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['provider', 'works', id], queryFn: async () => (await showProviderWork(id)).data });
export const useWork = (id: number) => useQuery(getWorkQueryOptions(id));

export type WorkInput = RequestBody<typeof provider.workStore>;

const useInvalidateWorks = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: getWorksQueryOptions().queryKey });
};

/** POST /provider/works/store. */
export function useStoreWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({ mutationFn: storeProviderWork, onSuccess: invalidate });
}

/** POST /provider/works/update (new images only). */
export function useUpdateWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({ mutationFn: updateProviderWork, onSuccess: invalidate });
}

/** POST /provider/works/destroy. */
export function useDeleteWork() {
  const invalidate = useInvalidateWorks();
  return useMutation({ mutationFn: deleteProviderWork, onSuccess: invalidate });
}

/** POST /provider/works/images/delete (`image` = the attachment's stored name, not its URL). */
export function useDeleteWorkImage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (image: string) => deleteProviderWorkImage({ work_id: id, image }),
    onSuccess: () => client.invalidateQueries({ queryKey: getWorkQueryOptions(id).queryKey }),
  });
}
