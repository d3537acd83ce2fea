import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletBalance as fetchBalance } from '@souq/api-client';

/** POST /wallet/balance: `data` is the balance in SR. */
export async function getWalletBalance(): Promise<number> {
  const res = await fetchBalance();
  return Number(res.data) || 0;
}

export const getWalletBalanceQueryOptions = () => queryOptions({ queryKey: ['commerce', 'wallet', 'balance'], queryFn: getWalletBalance });

export const useWalletBalance = () => useQuery(getWalletBalanceQueryOptions());
