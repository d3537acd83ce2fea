import { useMutation } from '@tanstack/react-query';
import { addToCart as postAddToCart, type Envelope } from '@souq/api-client';
import { bus } from '@souq/event-bus';
import { getCartCount } from './get-cart-count';

// The last count published on the bus (by the shell or another remote), for an estimate
// when the cart cannot be read back.
let lastKnownCount: number | null = null;
bus.on('cart:count', ({ count }) => {
  lastKnownCount = count;
});

/** POST /user/cart/add (customers only). */
export const addToCart = (productId: number): Promise<Envelope<{ count?: number } | null>> => postAddToCart(productId);

/**
 * The cart count after an add: the server's `data.count` when it sends one, else the cart
 * read back, else the last published count plus one.
 */
export async function cartCountAfterAdd(res: Envelope<{ count?: number } | null>): Promise<number> {
  const fromServer = Number(res.data?.count);
  if (res.data && typeof res.data.count !== 'undefined' && Number.isFinite(fromServer)) return fromServer;
  try {
    return await getCartCount();
  } catch {
    return (lastKnownCount ?? 0) + 1;
  }
}

/** Adds the product and publishes the new count on the bus for the header badge. */
export function useAddToCart() {
  return useMutation({
    mutationFn: async (productId: number) => {
      const res = await addToCart(productId);
      const count = await cartCountAfterAdd(res);
      bus.emit('cart:count', { count });
      return res;
    },
  });
}
