import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFinancialTransactions, getSettings, requestSettlement } from '@souq/api-client';

/** GET /provider/financial/transactions (transactions, totals, a pending settlement). */
export const getFinancialsQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'financials'], queryFn: async () => (await getFinancialTransactions()).data });
export const useFinancials = () => useQuery(getFinancialsQueryOptions());

/** GET /settings: `open_settlement` shows the button. */
export const useOpenSettlement = () =>
  useQuery(
    queryOptions({
      queryKey: ['settings'],
      queryFn: async () => (await getSettings()).data,
      staleTime: 5 * 60 * 1000,
      select: (s) => s.open_settlement,
    }),
  );

/** POST /provider/request/settlement (amount = total_due); reloads the page's data. */
export function useRequestSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => requestSettlement(amount),
    onSettled: () => client.invalidateQueries({ queryKey: getFinancialsQueryOptions().queryKey }),
  });
}
