import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';

/** GET /about: plain text (data is a string). */
export async function getAbout(): Promise<string> {
  const res = await api.get<unknown>('/about');
  return typeof res.data === 'string' ? res.data : '';
}

export const getAboutQueryOptions = () => queryOptions({ queryKey: ['about'], queryFn: getAbout, staleTime: 10 * 60_000 });

export const useAbout = () => useQuery(getAboutQueryOptions());
