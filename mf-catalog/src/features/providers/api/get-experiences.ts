import { queryOptions, useQuery } from '@tanstack/react-query';
import { getExperiences } from '@souq/api-client';

/** GET /experiences: the providers' experience levels (the filter's "provider level"). */
export const getExperiencesQueryOptions = () =>
  queryOptions({ queryKey: ['experiences'], queryFn: async () => (await getExperiences()).data, staleTime: 10 * 60_000 });

export const useExperiences = (enabled = true) => useQuery({ ...getExperiencesQueryOptions(), enabled });
