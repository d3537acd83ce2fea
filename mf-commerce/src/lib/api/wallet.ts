import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletBalance } from '@souq/api-client';

/** POST /wallet/balance: `data` is the balance in SR. */
export const getWalletBalanceQueryOptions = () =>
  queryOptions({ queryKey: ['commerce', 'wallet', 'balance'], queryFn: async () => (await getWalletBalance()).data });

export const useWalletBalance = () => useQuery(getWalletBalanceQueryOptions());
