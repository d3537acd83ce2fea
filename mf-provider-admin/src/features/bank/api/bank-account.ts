import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addBankAccount, getBankAccount, updateBankAccount } from '@souq/api-client';
import type { provider, RequestBody } from '@souq/contracts';

/** Add and update take the same fields. */
export type BankAccountInput = RequestBody<typeof provider.bankAccountAdd>;

/** GET /provider/bank-account: null until the provider adds one ("add" mode). */
export const getBankAccountQueryOptions = () =>
  queryOptions({ queryKey: ['provider', 'bank-account'], queryFn: async () => (await getBankAccount()).data });

export const useBankAccount = () => useQuery(getBankAccountQueryOptions());

/** POST /provider/bank-account/add or /update (request keys differ from the response's); reloads after each save. */
export function useSaveBankAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mode, body }: { mode: 'add' | 'update'; body: BankAccountInput }) =>
      mode === 'add' ? addBankAccount(body) : updateBankAccount(body),
    onSettled: () => client.invalidateQueries({ queryKey: getBankAccountQueryOptions().queryKey }),
  });
}
