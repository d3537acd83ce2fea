import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface ProductCard {
  id: number;
  name: string;
  price: number | string;
  has_discount?: boolean | number;
  price_after_discount?: number | string | null;
  discount_percentage?: number | string | null;
  rate?: number | string | null;
  is_favorite?: boolean;
  preview_files_attachments: { name?: string; link: string; alt?: string }[];
}

/** GET /user/products/best-seller (public; the existing client sends no token). */
export async function getBestSellers(): Promise<ProductCard[]> {
  const res = await api.get<ProductCard[]>('/user/products/best-seller');
  return Array.isArray(res.data) ? res.data : [];
}

export const getBestSellersQueryOptions = () =>
  queryOptions({ queryKey: ['products', 'best-seller'], queryFn: getBestSellers, staleTime: 60_000 });

export const useBestSellers = () => useQuery(getBestSellersQueryOptions());
