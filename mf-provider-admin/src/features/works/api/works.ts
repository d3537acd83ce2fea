import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  deleteProviderWork,
  deleteProviderWorkImage,
  getProviderWorks,
  showProviderWork,
  storeProviderWork,
  updateProviderWork,
} from '@souq/api-client';
import type { provider, RequestBody } from '@souq/contracts';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

/** GET /provider/works. */
export const getWorksQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'works'], queryFn: async () => (await getProviderWorks()).data });
export const useWorks = () => useQuery(getWorksQueryOptions());

/** POST /provider/works/show. */
export const getWorkQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['provider', 'works', id], queryFn: async () => (await showProviderWork(id)).data });
export const useWork = (id: number) => useQuery(getWorkQueryOptions(id));

export type WorkInput = RequestBody<typeof provider.workStore>;

/** POST /provider/works/store. */
export const useStoreWork = () => useRefreshingMutation(storeProviderWork, getWorksQueryOptions().queryKey);

/** POST /provider/works/update (new images only). */
export const useUpdateWork = () => useRefreshingMutation(updateProviderWork, getWorksQueryOptions().queryKey);

/** POST /provider/works/destroy. */
export const useDeleteWork = () => useRefreshingMutation(deleteProviderWork, getWorksQueryOptions().queryKey);

/** POST /provider/works/images/delete (`image` = the attachment's stored name, not its URL). */
export const useDeleteWorkImage = (id: number) =>
  useRefreshingMutation((image: string) => deleteProviderWorkImage({ work_id: id, image }), getWorkQueryOptions(id).queryKey);
