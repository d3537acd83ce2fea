import { approveProduct, getAdminProducts, rejectProduct } from '@souq/api-client';
import type { AdminProduct } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

/** GET /admin/products (`status` pending first: the approval queue). */
export const productsSource: ListSource<AdminProduct> = { key: ['admin', 'products'], fetch: (query) => getAdminProducts(query) };

/** POST /admin/products/:id/approve | reject (reason). */
export const productActions = {
  approve: approveProduct,
  reject: ({ id, reason }: { id: number; reason: string }) => rejectProduct(id, reason),
};
