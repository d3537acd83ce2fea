import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAbout } from '@souq/api-client';
import { currentLocale } from '@souq/i18n';

/** GET /about: the about text in the request language (data is a string). */
export const getAboutQueryOptions = () =>
  queryOptions({ queryKey: ['about', currentLocale()], queryFn: async () => (await getAbout()).data, staleTime: 10 * 60_000 });

export const useAbout = () => useQuery(getAboutQueryOptions());
