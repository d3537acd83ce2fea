import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToCart, getCart as fetchCart, removeCartItem } from '@souq/api-client';
import type { Cart } from '@souq/contracts';
import { publishCartCount } from '../counts';
import { PRODUCTS_QUERY_KEY } from './favorites';

/** GET /user/cart/get: groups by store, totals; publishes the item count for the header. */
export async function getCart(): Promise<Cart> {
  const res = await fetchCart();
  publishCartCount(res.data.count);
  return res.data;
}

export const getCartQueryOptions = () => queryOptions({ queryKey: ['commerce', 'cart'], queryFn: getCart });

export const useCart = () => useQuery(getCartQueryOptions());

/** POST /user/cart/add. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => addToCart(productId),
    onSuccess: (res) => {
      publishCartCount(res.data.count);
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}

/** POST /user/cart/remove-item (`cart_id` = the cart row id). */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (cartId: number) => removeCartItem(cartId),
    onSuccess: async (res) => {
      publishCartCount(res.data.count);
      await queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}
