import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletEntries } from '@souq/api-client';

/** GET /wallet/transactions: the latest ledger entries, newest first. */
export const getWalletEntriesQueryOptions = () =>
  queryOptions({ queryKey: ['commerce', 'wallet', 'entries'], queryFn: async () => (await getWalletEntries()).data });

export const useWalletEntries = () => useQuery(getWalletEntriesQueryOptions());
