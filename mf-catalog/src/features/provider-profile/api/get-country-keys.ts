import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountries } from '@souq/api-client';

export interface CountryKey {
  key: string;
  name: string;
  image?: string | null;
}

/** GET /countries/keys (dial codes for the complaint's phone). */
export async function getCountryKeys(): Promise<CountryKey[]> {
  const res = await getCountries();
  return Array.isArray(res.data) ? res.data : [];
}

export const getCountryKeysQueryOptions = () =>
  queryOptions({ queryKey: ['countries', 'keys'], queryFn: getCountryKeys, staleTime: 30 * 60_000 });

export const useCountryKeys = (enabled = true) => useQuery({ ...getCountryKeysQueryOptions(), enabled });
