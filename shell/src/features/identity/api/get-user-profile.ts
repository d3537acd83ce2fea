import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserProfile } from '@souq/api-client';

/** POST /user/show-profile (a read, despite the verb). */
export const getUserProfileQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'profile'], queryFn: async () => (await getUserProfile()).data });

export const useUserProfile = () => useQuery(getUserProfileQueryOptions());
