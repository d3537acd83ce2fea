import { getCart } from '@souq/api-client';

interface CartAnswer {
  cart_items?: { items?: unknown[] }[];
}

/** GET /user/cart/get → the number of items in the cart (the header badge's count). */
export async function getCartCount(): Promise<number> {
  const res = await getCart();
  const groups = Array.isArray(res.data?.cart_items) ? res.data.cart_items : [];
  return groups.reduce((n, g) => n + (Array.isArray(g.items) ? g.items.length : 0), 0);
}
