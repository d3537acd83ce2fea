/**
 * The cart (existing-client §5): not in @souq/contracts yet, so these two are typed by hand
 * and their answers are not parsed. Move them onto `call` once the contract lists them.
 */
import { send } from '../http';

export interface CartAnswer {
  count?: number;
  items?: unknown[];
  [key: string]: unknown;
}

export const getCart = () => send<CartAnswer | null>('get', '/user/cart/get');
export const addToCart = (productId: number) => send<{ count?: number } | null>('post', '/user/cart/add', { product_id: productId });
