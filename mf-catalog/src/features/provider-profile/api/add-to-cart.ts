import { useMutation } from '@tanstack/react-query';
import { addToCart } from '@souq/api-client';
import { bus } from '@souq/event-bus';

/** POST /user/cart/add (customers only); publishes the cart's new count on the bus for the header badge. */
export const useAddToCart = () =>
  useMutation({ mutationFn: addToCart, onSuccess: (res) => bus.emit('cart:count', { count: res.data.count }) });
