import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCart, getFavorites } from '@souq/api-client';

/**
 * The customer's cart and favourites counts, read once per page load so the header badges are
 * right before the commerce remote is ever shown; afterwards the remotes publish changes on the bus.
 */
export const getCartCountQueryOptions = () =>
  queryOptions({
    queryKey: ['header', 'cart-count'],
    queryFn: async () => (await getCart()).data.count,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 0,
  });

export const getFavoritesCountQueryOptions = () =>
  queryOptions({
    queryKey: ['header', 'favorites-count'],
    queryFn: async () => (await getFavorites()).data.length,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 0,
  });

export const useCartCountSeed = (enabled: boolean) => useQuery({ ...getCartCountQueryOptions(), enabled });
export const useFavoritesCountSeed = (enabled: boolean) => useQuery({ ...getFavoritesCountQueryOptions(), enabled });
