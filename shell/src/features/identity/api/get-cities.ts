import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface City {
  id: number;
  name: string;
}

export async function getCities(): Promise<City[]> {
  const res = await api.get<City[]>('/cities');
  return Array.isArray(res.data) ? res.data : [];
}

export const getCitiesQueryOptions = () => queryOptions({ queryKey: ['cities'], queryFn: getCities, staleTime: 60 * 60 * 1000 });

export const useCities = () => useQuery(getCitiesQueryOptions());
