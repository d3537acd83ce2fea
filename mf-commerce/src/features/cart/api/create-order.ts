import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder, PAY_TYPE_CARD, PAY_TYPE_WALLET } from '@souq/api-client';
import { getCartQueryOptions } from '@/lib/api/cart';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';
import { getWalletBalanceQueryOptions } from '@/lib/api/wallet';

export type PayMethod = 'wallet' | 'card';

/** POST /user/create-order (pay_type 1 wallet, 3 card; coupon or ""). Wallet: paid now; card: `url` is the gateway page. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ method, coupon }: { method: PayMethod; coupon: string }) =>
      createOrder({ pay_type: method === 'wallet' ? PAY_TYPE_WALLET : PAY_TYPE_CARD, coupon }),
    onSuccess: (res) => {
      if (!res.data.paid) return;
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getWalletBalanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}
