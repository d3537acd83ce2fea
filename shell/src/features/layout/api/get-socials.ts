import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSocials } from '@souq/api-client';

/** GET /socials: footer social links. */
export const getSocialsQueryOptions = () =>
  queryOptions({ queryKey: ['socials'], queryFn: async () => (await getSocials()).data, staleTime: 10 * 60_000 });

export const useSocials = () => useQuery(getSocialsQueryOptions());
