import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSections } from '@souq/api-client';

export type AppSection = Awaited<ReturnType<typeof getSections>>['data'][number];

export const getSectionsQueryOptions = () =>
  queryOptions({ queryKey: ['app', 'sections'], queryFn: async () => (await getSections()).data, staleTime: 60 * 60 * 1000 });

export const useSections = () => useQuery(getSectionsQueryOptions());
