import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFinancialTransactions, getOwnProducts, getProviderDownloads } from '@souq/api-client';

export interface StoreFigures {
  /** What the store's paid orders came to (SR), as the financial page sums them. */
  sales: number;
  /** Products the administrator has neither approved nor refused yet. */
  awaitingApproval: number;
  downloads: number;
}

/** A store owner's figures from the three pages that show them in full (financials, products, download report). */
export async function getStoreFigures(): Promise<StoreFigures> {
  const [financials, products, downloads] = await Promise.all([getFinancialTransactions(), getOwnProducts(), getProviderDownloads()]);
  return {
    sales: financials.data.total_transactions,
    awaitingApproval: products.data.filter((p) => !p.is_approved && !p.rejection_reason).length,
    downloads: downloads.data.reduce((sum, p) => sum + p.download_count, 0),
  };
}

export const getStoreFiguresQueryOptions = () => queryOptions({ queryKey: ['provider', 'store-figures'], queryFn: getStoreFigures });

export const useStoreFigures = () => useQuery(getStoreFiguresQueryOptions());
