import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrder, getAdminOrders } from '@souq/api-client';
import type { ADMIN_ORDER_KINDS, AdminOrder } from '@souq/contracts';
import type { ListSource } from '@/components/data-list';

export type OrderKind = (typeof ADMIN_ORDER_KINDS)[number];

/** GET /admin/orders?kind=service|store. */
export const ordersSource = (kind: OrderKind): ListSource<AdminOrder> => ({
  key: ['admin', 'orders', kind],
  fetch: (query) => getAdminOrders({ ...query, kind }),
});

/** GET /admin/orders/:id?kind=: both sides, items, files, complaints, the customer's wallet entries. */
export const getOrderQueryOptions = (id: number, kind: OrderKind) =>
  queryOptions({ queryKey: ['admin', 'order', kind, id], queryFn: async () => (await getAdminOrder(id, kind)).data });

export const useAdminOrder = (id: number, kind: OrderKind) => useQuery(getOrderQueryOptions(id, kind));
