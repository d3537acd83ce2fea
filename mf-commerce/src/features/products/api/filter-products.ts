import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { filterProducts } from '@souq/api-client';
import type { commerce, RequestBody } from '@souq/contracts';
import { PRODUCTS_QUERY_KEY } from '@/lib/api/favorites';

/** Chosen in the filter modal: the filter call's body without the category and page, features always a list. */
export type ProductFilters = Pick<RequestBody<typeof commerce.filterProducts>, 'price' | 'rate'> & { features: number[] };

export const chosenFilterCount = (f: ProductFilters | null) =>
  f ? (f.price !== undefined ? 1 : 0) + (f.rate !== undefined ? 1 : 0) + f.features.length : 0;

/** POST /user/products/fillter (category_id, price, rate, features[], page). */
export const filterProductsQueryOptions = (categoryId: number, filters: ProductFilters, page: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'filter', categoryId, filters, page],
    queryFn: async () => (await filterProducts({ category_id: categoryId, ...filters, page })).data,
  });

export const useFilterProducts = (categoryId: number, filters: ProductFilters | null, page: number) =>
  useQuery({
    ...filterProductsQueryOptions(categoryId, filters ?? { features: [] }, page),
    enabled: filters !== null,
    placeholderData: keepPreviousData,
  });
