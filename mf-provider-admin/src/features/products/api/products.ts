import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  deleteProduct,
  deleteProductFile,
  getFeatures,
  getOwnProduct,
  getOwnProducts,
  getStoreCategories,
  storeProduct,
  updateProduct,
} from '@souq/api-client';
import type { commerce, RequestBody } from '@souq/contracts';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

const HOUR = 60 * 60 * 1000;

/** GET /provider/products. */
export const getOwnProductsQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'products'], queryFn: async () => (await getOwnProducts()).data });
export const useOwnProducts = () => useQuery(getOwnProductsQueryOptions());

/** POST /provider/products/show. */
export const getOwnProductQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['provider', 'products', id], queryFn: async () => (await getOwnProduct(id)).data });
export const useOwnProduct = (id: number) => useQuery(getOwnProductQueryOptions(id));

/** GET /user/categories/store. */
export const useStoreCategories = () =>
  useQuery(queryOptions({ queryKey: ['categories', 'store'], queryFn: async () => (await getStoreCategories()).data, staleTime: HOUR }));

/** GET /features. */
export const useFeatures = () =>
  useQuery(queryOptions({ queryKey: ['features'], queryFn: async () => (await getFeatures()).data, staleTime: HOUR }));

export type ProductInput = RequestBody<typeof commerce.storeProduct>;

/** POST /provider/products/store (waits for admin approval). */
export const useStoreProduct = () => useRefreshingMutation(storeProduct, getOwnProductsQueryOptions().queryKey);

/** POST /provider/products/update (back to approval; new files only). */
export const useUpdateProduct = () => useRefreshingMutation(updateProduct, getOwnProductsQueryOptions().queryKey);

/** POST /provider/products/delete (refused once purchased). */
export const useDeleteProduct = () => useRefreshingMutation(deleteProduct, getOwnProductsQueryOptions().queryKey);

/** POST /provider/products/images/delete (preview_image or download_image = the attachment's name). */
export const useDeleteProductFile = (id: number) =>
  useRefreshingMutation(
    ({ kind, name }: { kind: 'preview' | 'download'; name: string }) =>
      deleteProductFile({ product_id: id, ...(kind === 'preview' ? { preview_image: name } : { download_image: name }) }),
    getOwnProductQueryOptions(id).queryKey,
  );
