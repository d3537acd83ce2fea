import { queryOptions, useQuery } from '@tanstack/react-query';
import { getInvoice as fetchInvoice } from '@souq/api-client';
import type { Invoice } from '@souq/contracts';

/** GET /invoices/products/:id: the tax invoice of a paid store order (its `pdf_url` is the bilingual PDF). */
export async function getInvoice(orderId: number): Promise<Invoice> {
  const res = await fetchInvoice('products', orderId);
  return res.data;
}

export const getInvoiceQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: ['commerce', 'invoice', orderId], queryFn: () => getInvoice(orderId), staleTime: 60_000 });

export const useInvoice = (orderId: number, enabled = true) => useQuery({ ...getInvoiceQueryOptions(orderId), enabled });
