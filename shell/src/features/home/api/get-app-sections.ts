import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSections } from '@souq/api-client';

/** GET /app/sections: [0] services, [1] stores (the order matters). */
export const getAppSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['app', 'sections'], queryFn: async () => (await getSections()).data, staleTime: 10 * 60_000 });

export const useAppSections = () => useQuery(getAppSectionsQueryOptions());
