import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getProviderCv, getProviderExperiences, updateProviderCv } from '@souq/api-client';

/** GET /provider/cv. */
export const getCvQueryOptions = () => queryOptions({ queryKey: ['provider', 'cv'], queryFn: async () => (await getProviderCv()).data });
export const useCv = () => useQuery(getCvQueryOptions());

/** GET /provider/experiences. */
export const useExperiences = () =>
  useQuery(
    queryOptions({
      queryKey: ['provider', 'experiences'],
      queryFn: async () => (await getProviderExperiences()).data,
      staleTime: 60 * 60 * 1000,
    }),
  );

/** POST /provider/cv/update (experience_id only when chosen). */
export function useUpdateCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ cv, experience_id }: { cv: string; experience_id?: number }) =>
      updateProviderCv({ cv, ...(experience_id ? { experience_id } : {}) }),
    onSuccess: (res) => client.setQueryData(getCvQueryOptions().queryKey, res.data),
  });
}
