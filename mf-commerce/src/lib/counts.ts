/** The header's cart and favourites badges hear about changes through the bus (the shell owns the header). */
import { bus } from '@souq/event-bus';

export const publishCartCount = (count: number) => bus.emit('cart:count', { count });
export const publishFavoritesCount = (count: number) => bus.emit('favorites:count', { count });
