import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addFavorite, getFavorites, removeFavorite } from '@souq/api-client';
import { countedQueryOptions, publishFavoritesCount } from '../counts';

/** GET /user/favorites (the favourite products, `id` = product id). */
export const getFavoritesQueryOptions = () =>
  countedQueryOptions('favorites', getFavorites, (favorites) => publishFavoritesCount(favorites.length));

export const useFavorites = () => useQuery(getFavoritesQueryOptions());

/** Every product list or details query (their `is_favorite` changes with a toggle). */
export const PRODUCTS_QUERY_KEY = ['commerce', 'products'] as const;

/**
 * POST /user/favorites/store or /delete: `favorite` is the state wanted. Publishes the new
 * count for the header and refreshes what shows the heart.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, favorite }: { productId: number; favorite: boolean }) =>
      favorite ? addFavorite(productId) : removeFavorite(productId),
    onSuccess: (res) => {
      publishFavoritesCount(res.data.count);
      void queryClient.invalidateQueries({ queryKey: getFavoritesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: PRODUCTS_QUERY_KEY });
    },
  });
}
