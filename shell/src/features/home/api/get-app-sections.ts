import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

export interface AppSection {
  id: number;
  name?: string;
  description?: string | null;
}

/** GET /app/sections: [0] services, [1] stores (the order matters). */
export async function getAppSections(): Promise<AppSection[]> {
  const res = await api.get<AppSection[]>('/app/sections');
  return Array.isArray(res.data) ? res.data : [];
}

export const getAppSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['app', 'sections'], queryFn: getAppSections, staleTime: 10 * 60_000 });

export const useAppSections = () => useQuery(getAppSectionsQueryOptions());
