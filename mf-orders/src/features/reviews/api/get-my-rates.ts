/**
 * GET /user/my-rates or /provider/my-rates (by visitor type; anything but a provider reads the
 * customer's): one shape for the page — who is on the other side, the stars, the comment.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMyRatesAsProvider, getMyRatesAsUser } from '@souq/api-client';

export interface Review {
  id: number;
  value: number;
  comment: string;
  created_at: string;
  direction: 'given' | 'received';
  request_service_id: number | null;
  /** The other side (provider for a customer, customer for a provider). */
  party: { name: string; image: string | null };
  product: { id: number; name: string } | null;
}

export async function getMyRates(asProvider: boolean): Promise<Review[]> {
  if (asProvider) {
    const rates = (await getMyRatesAsProvider()).data;
    return rates.map((r) => ({ ...r, party: { name: r.user.name, image: null }, product: null }));
  }
  const rates = (await getMyRatesAsUser()).data;
  return rates.map((r) => ({ ...r, party: { name: r.provider.name, image: r.provider.image } }));
}

export const getMyRatesQueryOptions = (asProvider: boolean) =>
  queryOptions({ queryKey: ['rates', 'mine', asProvider ? 'provider' : 'user'], queryFn: () => getMyRates(asProvider) });

export const useMyRates = (asProvider: boolean) => useQuery(getMyRatesQueryOptions(asProvider));
