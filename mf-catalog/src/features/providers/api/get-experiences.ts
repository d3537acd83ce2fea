import { queryOptions, useQuery } from '@tanstack/react-query';
import { getExperiences as fetchExperiences } from '@souq/api-client';

export interface Experience {
  id: number;
  name: string;
}

/** GET /experiences: the providers' experience levels (the filter's "provider level"). */
export async function getExperiences(): Promise<Experience[]> {
  const res = await fetchExperiences();
  return Array.isArray(res.data) ? res.data : [];
}

export const getExperiencesQueryOptions = () =>
  queryOptions({ queryKey: ['experiences'], queryFn: getExperiences, staleTime: 10 * 60_000 });

export const useExperiences = (enabled = true) => useQuery({ ...getExperiencesQueryOptions(), enabled });
