import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface AppSection {
  id: number;
  name: string;
  description?: string;
}

export async function getSections(): Promise<AppSection[]> {
  const res = await api.get<AppSection[]>('/app/sections');
  return Array.isArray(res.data) ? res.data : [];
}

export const getSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['app', 'sections'], queryFn: getSections, staleTime: 60 * 60 * 1000 });

export const useSections = () => useQuery(getSectionsQueryOptions());
