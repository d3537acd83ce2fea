import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

const useInvalidateProducts = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: getOwnProductsQueryOptions().queryKey });
};

/** POST /provider/products/store (waits for admin approval). */
export function useStoreProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: storeProduct, onSuccess: invalidate });
}

/** POST /provider/products/update (back to approval; new files only). */
export function useUpdateProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: updateProduct, onSuccess: invalidate });
}

/** POST /provider/products/delete (refused once purchased). */
export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({ mutationFn: deleteProduct, onSuccess: invalidate });
}

/** POST /provider/products/images/delete (preview_image or download_image = the attachment's name). */
export function useDeleteProductFile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, name }: { kind: 'preview' | 'download'; name: string }) =>
      deleteProductFile({ product_id: id, ...(kind === 'preview' ? { preview_image: name } : { download_image: name }) }),
    onSuccess: () => client.invalidateQueries({ queryKey: getOwnProductQueryOptions(id).queryKey }),
  });
}
