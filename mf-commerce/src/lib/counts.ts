/** The header's cart and favourites badges hear about changes through the bus (the shell owns the header). */
import { queryOptions } from '@tanstack/react-query';
import { bus } from '@souq/event-bus';

export const publishCartCount = (count: number) => bus.emit('cart:count', { count });
export const publishFavoritesCount = (count: number) => bus.emit('favorites:count', { count });

/** The query of a list the header counts (`['commerce', name]`): each read tells the header its count. */
export const countedQueryOptions = <T>(name: string, read: () => Promise<{ data: T }>, publish: (data: T) => void) =>
  queryOptions({
    queryKey: ['commerce', name],
    queryFn: async () => {
      const { data } = await read();
      publish(data);
      return data;
    },
  });
