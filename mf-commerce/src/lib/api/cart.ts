import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addToCart, getCart, removeCartItem } from '@souq/api-client';
import { countedQueryOptions, publishCartCount } from '../counts';
import { PRODUCTS_QUERY_KEY } from './favorites';

/** GET /user/cart/get: groups by store, totals; publishes the item count for the header. */
export const getCartQueryOptions = () => countedQueryOptions('cart', getCart, (cart) => publishCartCount(cart.count));

export const useCart = () => useQuery(getCartQueryOptions());

/** POST /user/cart/add. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
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
    mutationFn: removeCartItem,
    onSuccess: async (res) => {
      publishCartCount(res.data.count);
      await queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}
