import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCities, getCountries, getSections } from '@souq/api-client';

const HOUR = 60 * 60 * 1000;

/** GET /cities (the city picker). */
export const useCities = () =>
  useQuery(queryOptions({ queryKey: ['cities'], queryFn: async () => (await getCities()).data, staleTime: HOUR }));

/** GET /app/sections (1 freelancer, 2 store owner; the page adds "both"). */
export const useSections = () =>
  useQuery(queryOptions({ queryKey: ['app', 'sections'], queryFn: async () => (await getSections()).data, staleTime: HOUR }));

/** GET /countries/keys (the dial-code picker; same key as the shell's, so the cache is shared). */
export const useCountries = () =>
  useQuery(queryOptions({ queryKey: ['countries', 'keys'], queryFn: async () => (await getCountries()).data, staleTime: HOUR }));
