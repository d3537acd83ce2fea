import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletEntries as fetchEntries } from '@souq/api-client';
import type { WalletEntry } from '@souq/contracts';

/** GET /wallet/transactions: the latest ledger entries, newest first. */
export async function getWalletEntries(): Promise<WalletEntry[]> {
  const res = await fetchEntries();
  return Array.isArray(res.data) ? res.data : [];
}

export const getWalletEntriesQueryOptions = () => queryOptions({ queryKey: ['commerce', 'wallet', 'entries'], queryFn: getWalletEntries });

export const useWalletEntries = () => useQuery(getWalletEntriesQueryOptions());
