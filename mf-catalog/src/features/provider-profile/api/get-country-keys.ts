import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCountries } from '@souq/api-client';

/** GET /countries/keys (dial codes for the complaint's phone). */
export const getCountryKeysQueryOptions = () =>
  queryOptions({ queryKey: ['countries', 'keys'], queryFn: async () => (await getCountries()).data, staleTime: 30 * 60_000 });

export const useCountryKeys = (enabled = true) => useQuery({ ...getCountryKeysQueryOptions(), enabled });
