import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@souq/api-client';
import { currentLocale } from '@souq/i18n';

/** GET /about: data is the about text itself (a string). */
export async function getAbout(): Promise<string> {
  const res = await api.get<unknown>('/about');
  return typeof res.data === 'string' ? res.data : '';
}

export const getAboutQueryOptions = () => queryOptions({ queryKey: ['about', currentLocale()], queryFn: getAbout });

export const useAbout = () => useQuery(getAboutQueryOptions());
